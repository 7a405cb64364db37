import { defineUsVariable } from '../../../../../us-variable.js';

/** Georgia refundable credits: none modelled (the surplus tax rebates are one-off payments, not credits): 0. */
export const ga_refundable_credits = defineUsVariable({
  id: 'ga_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Georgia refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['GA'] },
  formula: (f) => f.zeros(),
});
