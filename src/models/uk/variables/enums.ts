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

/**
 * A taxpayer's marginal income tax band as HMRC counts taxpayers (Income Tax liabilities
 * statistics, Table 2.1): Scottish starter, basic and intermediate rates count as basic, higher
 * and advanced as higher, top as additional; `NONE` is not liable.
 */
export const INCOME_TAX_BAND = defineEnum('income_tax_band', [
  'NONE',
  'BASIC',
  'HIGHER',
  'ADDITIONAL',
] as const);
