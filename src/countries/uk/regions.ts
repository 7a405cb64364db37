import type { CountryRegions } from '../../executor/index.js';
import { UK_REGION_CODES } from './data/index.js';

/**
 * The regions of a UK report: the 12 ITL1 regions (the nine English regions, Wales, Scotland and
 * Northern Ireland) by lower-case PolicyEngine-UK code. A national run is not segmented.
 */
export const UK_REGIONS: CountryRegions = {
  states: UK_REGION_CODES.map((code) => code.toLowerCase()),
  segments: [],
};
