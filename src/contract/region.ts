/** What a region string names: the whole country, one state (or nation), or a region group. */
export const REGION_KINDS = ['national', 'state', 'region_group'] as const;
/** What a region string names. */
export type RegionKind = (typeof REGION_KINDS)[number];

/**
 * A region group id: `group-01` … `group-99`. Region groups are the segments of a country's
 * national run (the country pack says how many it has and which states each holds).
 */
export const REGION_GROUP_ID_PATTERN = /^group-([0-9]{2})$/;

/** The region group id of a zero-based segment index (0 → `group-01`). */
export function regionGroupId(segmentIndex: number): string {
  return `group-${String(segmentIndex + 1).padStart(2, '0')}`;
}

/** The zero-based segment index of a region group id (`group-01` → 0), or `undefined` for another string. */
export function regionGroupIndex(region: string): number | undefined {
  const match = REGION_GROUP_ID_PATTERN.exec(region);
  return match === null ? undefined : Number(match[1]) - 1;
}
