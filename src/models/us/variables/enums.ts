/** Closed sets of the US model's enum variables. */
import { defineEnum } from '../../../engine/index.js';

/** Federal filing status (26 U.S.C. 1(a)–(d), 2). */
export const FILING_STATUS = defineEnum('filing_status', [
  'SINGLE',
  'JOINT',
  'SEPARATE',
  'HEAD_OF_HOUSEHOLD',
  'SURVIVING_SPOUSE',
] as const);

/** The two-letter codes of the 50 states and the District of Columbia. */
export const STATE_CODE = defineEnum('state_code', [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const);
