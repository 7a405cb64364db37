import { sumVariables } from '../../../../../sum-variables.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Wisconsin refundable credits modelled: the earned income credit and the homestead credit. */
export const wi_refundable_credits = defineUsVariable({
  id: 'wi_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Wisconsin refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WI'] },
  formula: (f) => sumVariables(f, ['wi_eitc', 'wi_homestead_credit']),
});
