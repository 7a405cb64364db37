import { defineUkVariable } from '../../uk-variable.js';

/** The UC housing cost contributions of the household's non-dependants, summed (taken off the rent-liable unit's housing element). */
export const household_uc_non_dependant_contributions = defineUkVariable({
  id: 'household_uc_non_dependant_contributions',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'UC non-dependant contributions in the household',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2013/376/schedule/4',
  formula: (f) => f.sum('uc_non_dependant_contribution'),
});
