import { defineUsVariable } from '../../../../../us-variable.js';

/** Utah state taxable income (TC-40 line 9): federal AGI; none of Utah's additions or subtractions has an input. */
export const ut_taxable_income = defineUsVariable({
  id: 'ut_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Utah taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['UT'] },
  reference: 'https://le.utah.gov/xcode/Title59/Chapter10/59-10-S101.html',
  formula: (f) => f.get('adjusted_gross_income'),
});
