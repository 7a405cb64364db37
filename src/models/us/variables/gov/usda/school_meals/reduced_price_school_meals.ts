import { defineUsVariable } from '../../../us-variable.js';

/** Value of reduced-price school meals: the net subsidy when the unit's tier is REDUCED. */
export const reduced_price_school_meals = defineUsVariable({
  id: 'reduced_price_school_meals',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'Reduced-price school meals',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/42/1758#b',
  definedFor: { variable: 'school_meal_tier', values: ['REDUCED'] },
  formula: (f) => Float64Array.from(f.get('school_meal_net_subsidy')),
});
