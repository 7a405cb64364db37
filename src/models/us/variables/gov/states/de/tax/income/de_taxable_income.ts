import { defineUsVariable } from '../../../../../us-variable.js';
import { deFiling } from './de-filing.js';

/** Delaware taxable income (PIT-RES line 13): AGI less the standard or itemized deductions, summed over the columns of a combined separate return. */
export const de_taxable_income = defineUsVariable({
  id: 'de_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Delaware taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DE'] },
  reference: 'https://delcode.delaware.gov/title30/c011/sc02/index.html',
  formula: (f) => deFiling(f).taxableIncome,
});
