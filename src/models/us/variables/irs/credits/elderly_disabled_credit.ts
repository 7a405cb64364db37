import { defineUsVariable } from '../../us-variable.js';

/** Credit for the elderly and the permanently and totally disabled (not modelled yet: zero). */
export const elderly_disabled_credit = defineUsVariable({
  id: 'elderly_disabled_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Credit for the elderly or disabled',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/22',
  formula: (f) => f.zeros(),
});
