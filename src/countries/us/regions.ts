import { US_REGION_GROUPS, US_STATE_CODES } from './data/index.js';
import type { CountryRegions } from '../../executor/index.js';

/**
 * The regions of a US report: the 50 states and DC by lower-case postal code, and the 20 region
 * groups (fixed groups of 1–3 whole states, balanced by households) that segment a national run.
 * A household's state is its `state_code`.
 */
export const US_REGIONS: CountryRegions = {
  states: US_STATE_CODES.map((code) => code.toLowerCase()),
  column: 'state_code',
  segments: US_REGION_GROUPS,
};
