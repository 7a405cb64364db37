import { cappedPhasedDeduction } from '../capped-phased-deduction.js';
import { defineUsVariable } from '../../../../us-variable.js';

/**
 * Qualified overtime deduction: qualified amounts up to the cap, reduced by $100 per $1,000 of modified AGI above
 * the phase-out start. It enters taxable income from 2025 (see taxable_income_deductions).
 */
export const overtime_income_deduction = defineUsVariable({
  id: 'overtime_income_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Qualified overtime deduction',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/225',
  formula: (f) =>
    cappedPhasedDeduction(f, f.p.gov.irs.deductions.overtime_income, 'qualified_overtime_income'),
});
