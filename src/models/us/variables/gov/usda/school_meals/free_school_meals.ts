import { defineUsVariable } from '../../../us-variable.js';

/** Value of free school meals: the net subsidy when the unit's tier is FREE. */
export const free_school_meals = defineUsVariable({
  id: 'free_school_meals',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'Free school meals',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/42/1758#b',
  definedFor: { variable: 'school_meal_tier', values: ['FREE'] },
  formula: (f) => Float64Array.from(f.get('school_meal_net_subsidy')),
});
