import { defineEnum } from '../../../../../../engine/index.js';
import { defineUsVariable } from '../../../us-variable.js';
import { byState } from '../../benefit-vectors.js';

/** School meal tiers. */
export const SCHOOL_MEAL_TIER = defineEnum('school_meal_tier', [
  'FREE',
  'REDUCED',
  'PAID',
] as const);

/**
 * Free meals at or below 130% of the poverty guideline or with categorical eligibility (SNAP, TANF,
 * Head Start); reduced price at or below 185%; otherwise paid (42 U.S.C. 1758(b)). Every pupil eats
 * free in a state that pays for universal free meals (`state_universal_free_meals`).
 */
export const school_meal_tier = defineUsVariable({
  id: 'school_meal_tier',
  entity: 'spm_unit',
  valueType: 'enum',
  enum: SCHOOL_MEAL_TIER,
  default: 'PAID',
  period: 'year',
  label: 'School meal tier',
  reference: 'https://www.law.cornell.edu/uscode/text/42/1758#b',
  formula: (f) => {
    const limit = f.p.gov.usda.school_meals.income.limit;
    const ratio = f.get('school_meal_fpg_ratio');
    const categorical = f.get('meets_school_meal_categorical_eligibility');
    const universal = byState(f, f.p.gov.usda.school_meals.state_universal_free_meals);
    const out = new Int32Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const r = ratio[i]!;
      out[i] =
        r <= limit.FREE || categorical[i] || universal[i]! > 0
          ? SCHOOL_MEAL_TIER.codes.FREE
          : r <= limit.REDUCED
            ? SCHOOL_MEAL_TIER.codes.REDUCED
            : SCHOOL_MEAL_TIER.codes.PAID;
    }
    return out;
  },
});
