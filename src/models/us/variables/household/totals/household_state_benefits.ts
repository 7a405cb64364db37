import { defineUsVariable } from '../../us-variable.js';
import { sumVariables } from '../../sum-variables.js';

/** The person-level state benefits outside the federal programs: the state supplements to SSI. */
export const PERSON_STATE_BENEFITS = ['ak_ssp'] as const;

/**
 * State benefits of the household outside the federal programs: the state supplements to SSI
 * (Alaska's Adult Public Assistance; other states' supplements are not modelled yet).
 */
export const household_state_benefits = defineUsVariable({
  id: 'household_state_benefits',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'Household state benefits',
  unit: 'currency-USD',
  formula: (f) => sumVariables(f, PERSON_STATE_BENEFITS, 'members'),
});
