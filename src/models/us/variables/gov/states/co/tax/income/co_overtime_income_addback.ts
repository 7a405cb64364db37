import { defineUsVariable } from '../../../../../us-variable.js';

/** Colorado addition of the federal qualified overtime deduction, from 2026 (HB25-1296). */
export const co_overtime_income_addback = defineUsVariable({
  id: 'co_overtime_income_addback',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Colorado overtime deduction addback',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  reference: 'https://content.leg.colorado.gov/sites/default/files/2025a_1296_signed.pdf',
  formula: (f) => {
    const inEffect = f.p.gov.states.co.tax.income.additions.overtime_addback_in_effect;
    const deduction = f.get('overtime_income_deduction');
    return inEffect ? Float64Array.from(deduction) : f.zeros();
  },
});
