import { defineUsVariable } from '../../../../../us-variable.js';

/** The itemized deductions in South Carolina taxable income: the federal ones to 2025, none from 2026. */
export const sc_itemized_deductions = defineUsVariable({
  id: 'sc_itemized_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'South Carolina itemized deductions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['SC'] },
  formula: (f) =>
    f.p.gov.states.sc.tax.income.sciad_in_effect
      ? f.zeros()
      : f.get('itemized_taxable_income_deductions'),
});
