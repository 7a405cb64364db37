/** The 50 states and DC, as lower-case two-letter postal codes: the state regions of a US report. */
// prettier-ignore
export const US_STATE_CODES = [
  'al', 'ak', 'az', 'ar', 'ca', 'co', 'ct', 'de', 'dc', 'fl', 'ga', 'hi', 'id', 'il', 'in', 'ia', 'ks',
  'ky', 'la', 'me', 'md', 'ma', 'mi', 'mn', 'ms', 'mo', 'mt', 'ne', 'nv', 'nh', 'nj', 'nm', 'ny', 'nc',
  'nd', 'oh', 'ok', 'or', 'pa', 'ri', 'sc', 'sd', 'tn', 'tx', 'ut', 'vt', 'va', 'wa', 'wv', 'wi', 'wy',
] as const;

/** A US state region. */
export type UsStateCode = (typeof US_STATE_CODES)[number];

/** Number of US region groups (segments of a national run). */
export const REGION_GROUP_COUNT = 20;

/** A region group id: `group-01` … `group-20`. */
export const REGION_GROUP_ID_PATTERN = /^group-(0[1-9]|1[0-9]|20)$/;

/** The region group id of a zero-based segment index (0 → `group-01`). */
export function regionGroupId(segmentIndex: number): string {
  return `group-${String(segmentIndex + 1).padStart(2, '0')}`;
}

const STATES: ReadonlySet<string> = new Set(US_STATE_CODES);

/** What a region string names. */
export type RegionKind = 'national' | 'state' | 'region_group';

/**
 * Classifies a region of a country: `'us'`/`'uk'` national, a lower-case state code, or a region
 * group id. Returns `undefined` for anything else.
 */
export function classifyRegion(country: string, region: string): RegionKind | undefined {
  if (region === country) return 'national';
  if (country !== 'us') return undefined;
  if (STATES.has(region)) return 'state';
  if (REGION_GROUP_ID_PATTERN.test(region)) return 'region_group';
  return undefined;
}
