import { defineUsVariable } from '../../../../../us-variable.js';
import { deFiling } from './de-filing.js';

/** Delaware refundable credits: the refundable earned income credit when it is claimed (30 Del. C. 1117(b)). */
export const de_refundable_credits = defineUsVariable({
  id: 'de_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Delaware refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DE'] },
  reference: 'https://delcode.delaware.gov/title30/c011/sc02/index.html',
  formula: (f) => deFiling(f).refundableEitc,
});
