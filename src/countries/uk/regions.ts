import type { CountryRegions } from '../../executor/index.js';
import { UK_REGION_CODES } from './data/index.js';

/**
 * The six region groups that segment a UK national run: pairs of whole ITL1 regions, balanced by
 * census households (each 4.45–4.94 million of the UK's 27.9 million, `uk-targets.json`), in
 * merge order. Fixed: changing them changes the segments' cache keys.
 */
export const UK_REGION_GROUPS: readonly { readonly states: readonly string[] }[] = [
  { states: ['SOUTH_EAST', 'NORTHERN_IRELAND'] },
  { states: ['LONDON', 'NORTH_EAST'] },
  { states: ['NORTH_WEST', 'WALES'] },
  { states: ['EAST_OF_ENGLAND', 'EAST_MIDLANDS'] },
  { states: ['SCOTLAND', 'WEST_MIDLANDS'] },
  { states: ['SOUTH_WEST', 'YORKSHIRE'] },
];

/**
 * The regions of a UK report: the 12 ITL1 regions (the nine English regions, Wales, Scotland and
 * Northern Ireland) by lower-case PolicyEngine-UK code, held in the household's `region` column,
 * and the six region groups of a national run.
 */
export const UK_REGIONS: CountryRegions = {
  states: UK_REGION_CODES.map((code) => code.toLowerCase()),
  column: 'region',
  segments: UK_REGION_GROUPS,
};
