import { defineUsVariable } from '../../us-variable.js';
import { mapFloat } from '../benefit-vectors.js';

/**
 * Commodity Supplemental Food Program: the value of a food package for people aged 60 or more with
 * income at most 130% of the poverty guideline (7 CFR 247.9).
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
    const age = f.get('age');
    const ratio = f.get('school_meal_fpg_ratio');
    return mapFloat(age, (a, i) => (a >= p.min_age && ratio[i]! <= p.fpg_limit ? p.amount : 0));
  },
});
