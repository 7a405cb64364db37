import { defineUsVariable } from '../../us-variable.js';
import { sumVariables } from '../../sum-variables.js';

/** Person-level benefits in the household total. */
export const PERSON_BENEFITS = [
  'social_security',
  'ssi',
  'unemployment_compensation',
  'wic',
  'head_start',
  'early_head_start',
  'commodity_supplemental_food_program',
] as const;

/** SPM-unit-level benefits in the household total (summed over the household's SPM units). */
export const SPM_UNIT_BENEFITS = [
  'snap',
  'tanf',
  'free_school_meals',
  'reduced_price_school_meals',
] as const;

/**
 * Benefits of the household, cash and in kind: Social Security, SSI, SNAP, TANF, unemployment
 * compensation, WIC, school meals, Head Start, Early Head Start, CSFP and state benefits. Health
 * coverage is not included.
 */
export const household_benefits = defineUsVariable({
  id: 'household_benefits',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'Household benefits',
  unit: 'currency-USD',
  formula: (f) =>
    sumVariables(
      f,
      [...PERSON_BENEFITS, ...SPM_UNIT_BENEFITS, 'household_state_benefits'],
      'members',
    ),
});
