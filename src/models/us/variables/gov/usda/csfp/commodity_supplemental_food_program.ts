import { defineUsVariable } from '../../../us-variable.js';
import { byState } from '../../benefit-vectors.js';

/**
 * Commodity Supplemental Food Program: the value of a food package for people aged 60 or more with
 * income at most the income limit (7 CFR 247.9): 150% of the poverty guideline from 2025 (130%
 * before), or a lower limit a state agency keeps, counting income as for school meals.
 */
export const commodity_supplemental_food_program = defineUsVariable({
  id: 'commodity_supplemental_food_program',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Commodity Supplemental Food Program',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/cfr/text/7/247.9',
  formula: (f) => {
    const p = f.p.gov.usda.csfp;
    const stateLimit = byState(f, p.state_fpg_limit);
    const age = f.get('age');
    const ratio = f.get('school_meal_fpg_ratio');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const limit = stateLimit[i]! > 0 ? stateLimit[i]! : p.fpg_limit;
      out[i] = age[i]! >= p.min_age && ratio[i]! <= limit ? p.amount : 0;
    }
    return out;
  },
});
