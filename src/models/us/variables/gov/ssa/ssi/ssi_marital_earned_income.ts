import { defineUsVariable } from '../../../us-variable.js';

/** SSI earned income of the marital unit. */
export const ssi_marital_earned_income = defineUsVariable({
  id: 'ssi_marital_earned_income',
  entity: 'marital_unit',
  valueType: 'float',
  period: 'year',
  label: 'SSI earned income of the marital unit',
  reference: 'https://www.law.cornell.edu/cfr/text/20/416.1163',
  formula: (f) => f.sum('ssi_earned_income'),
});
