import { defineUsVariable } from '../../../us-variable.js';

/** Number of SSI-eligible members of the marital unit. */
export const ssi_marital_eligible_count = defineUsVariable({
  id: 'ssi_marital_eligible_count',
  entity: 'marital_unit',
  valueType: 'float',
  period: 'year',
  label: 'Number of SSI-eligible members of the marital unit',
  reference: 'https://www.law.cornell.edu/cfr/text/20/416.1163',
  formula: (f) => f.sum('is_ssi_eligible_individual'),
});
