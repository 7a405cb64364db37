import { defineUsVariable } from '../../../us-variable.js';
import { stateGroups } from '../../benefit-vectors.js';
import { SCHOOL_MEAL_TIER } from './school_meal_tier.js';

/**
 * Yearly value of school meal subsidies above the paid-meal rate: for each school child, the lunch
 * and breakfast payment of the unit's tier less the paid-tier payment, over the school days.
 */
export const school_meal_net_subsidy = defineUsVariable({
  id: 'school_meal_net_subsidy',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'School meal net subsidy',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/42/1753',
  formula: (f) => {
    const p = f.p.gov.usda.school_meals;
    const groups = ['CONTIGUOUS_US', 'AK', 'HI'] as const;
    const tiers = SCHOOL_MEAL_TIER.names;
    const tier = f.get('school_meal_tier');
    const group = stateGroups(f);
    const children = f.sum('is_in_k12_school');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const g = groups[group[i]!]!;
      const name = tiers[tier[i]!]!;
      const daily =
        p.amount.nslp[g][name] +
        p.amount.sbp[g][name] -
        p.amount.nslp[g].PAID -
        p.amount.sbp[g].PAID;
      out[i] = daily * children[i]! * p.school_days;
    }
    return out;
  },
});
