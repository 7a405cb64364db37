import { defineUsVariable } from '../../us-variable.js';
import { SCHOOL_MEAL_TIER } from './school_meal_tier.js';

/** Value of reduced-price school meals: the net subsidy when the unit's tier is REDUCED. */
export const reduced_price_school_meals = defineUsVariable({
  id: 'reduced_price_school_meals',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'Reduced-price school meals',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/42/1758#b',
  formula: (f) => {
    const tier = f.get('school_meal_tier');
    const subsidy = f.get('school_meal_net_subsidy');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] = tier[i]! === SCHOOL_MEAL_TIER.codes.REDUCED ? subsidy[i]! : 0;
    return out;
  },
});
