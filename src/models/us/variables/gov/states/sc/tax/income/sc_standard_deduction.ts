import { defineUsVariable } from '../../../../../us-variable.js';

/** The standard deduction in South Carolina taxable income: the federal one to 2025, none from 2026 (the income adjusted deduction replaces it). */
export const sc_standard_deduction = defineUsVariable({
  id: 'sc_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'South Carolina standard deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['SC'] },
  formula: (f) =>
    f.p.gov.states.sc.tax.income.sciad_in_effect ? f.zeros() : f.get('standard_deduction'),
});
