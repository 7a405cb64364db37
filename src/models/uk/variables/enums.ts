/** Closed sets of the UK model's enum variables. */
import { defineEnum } from '../../../engine/index.js';

/** The 12 ITL1 regions (the nine English regions, Wales, Scotland and Northern Ireland). */
export const REGION = defineEnum('region', [
  'NORTH_EAST',
  'NORTH_WEST',
  'YORKSHIRE',
  'EAST_MIDLANDS',
  'WEST_MIDLANDS',
  'EAST_OF_ENGLAND',
  'LONDON',
  'SOUTH_EAST',
  'SOUTH_WEST',
  'WALES',
  'SCOTLAND',
  'NORTHERN_IRELAND',
] as const);

/** How the household occupies its home. */
export const TENURE_TYPE = defineEnum('tenure_type', [
  'RENT_FROM_COUNCIL',
  'RENT_FROM_HA',
  'RENT_PRIVATELY',
  'OWNED_OUTRIGHT',
  'OWNED_WITH_MORTGAGE',
] as const);
