import { defineUsVariable } from '../../../../../us-variable.js';
import { deFiling } from './de-filing.js';

/** Delaware tax (PIT-RES line 14; 30 Del. C. 1102): the rate schedule on each column's taxable income. */
export const de_income_tax_before_non_refundable_credits = defineUsVariable({
  id: 'de_income_tax_before_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Delaware income tax before non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DE'] },
  reference: 'https://delcode.delaware.gov/title30/c011/sc02/index.html',
  formula: (f) => deFiling(f).tax,
});
