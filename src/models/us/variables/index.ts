/** Every variable of the US model, by area. */
import type { VariableDef } from '../../../engine/index.js';
import { benefitVariables } from './benefits/index.js';
import { healthVariables } from './health/index.js';
import { demographicVariables } from './demographics/index.js';
import { householdVariables } from './household/index.js';
import { incomeVariables } from './income/index.js';
import { irsVariables } from './irs/index.js';
import { stateIncomeTaxVariables } from './gov/states/index.js';

export { FILING_STATUS, STATE_CODE } from './enums.js';

/** All variables of the US model (tax and benefit slices together). */
export const usVariables: readonly VariableDef[] = [
  ...demographicVariables,
  ...incomeVariables,
  ...irsVariables,
  ...benefitVariables,
  ...healthVariables,
  ...householdVariables,
  ...stateIncomeTaxVariables,
];
