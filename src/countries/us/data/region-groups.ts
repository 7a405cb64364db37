import { canonicalSha256 } from '../../../contract/index.js';
import { US_STATES } from './us-states.js';

/** One region group: a segment of a national US run, a fixed set of 1–3 whole states. */
export interface RegionGroup {
  /** `g01` … `g20`, in merge order. */
  readonly id: string;
  /** 2-letter state codes, sorted. */
  readonly states: readonly string[];
}

/**
 * The 20 US region groups, in merge order. Each state and DC is in exactly one group; each group
 * holds 1–3 states. They balance household counts (ACS 2023 1-year, B11001, see `us-states.ts`):
 * the four largest states stand alone, the other 47 are packed three or two to a group so that
 * the sum of squared group totals is locally minimal (no move of one state or swap of two
 * lowers it). Groups 5–20 hold 5.36–5.67 million households each. Computed once and fixed here:
 * changing the table changes {@link REGION_GROUPS_DIGEST}.
 */
export const US_REGION_GROUPS: readonly RegionGroup[] = [
  { id: 'g01', states: ['CA'] },
  { id: 'g02', states: ['TX'] },
  { id: 'g03', states: ['FL'] },
  { id: 'g04', states: ['NY'] },
  { id: 'g05', states: ['MS', 'NC', 'WY'] },
  { id: 'g06', states: ['DE', 'MI', 'UT'] },
  { id: 'g07', states: ['GA', 'KS', 'ND'] },
  { id: 'g08', states: ['DC', 'IL', 'VT'] },
  { id: 'g09', states: ['PA', 'SD'] },
  { id: 'g10', states: ['AK', 'OH', 'RI'] },
  { id: 'g11', states: ['MT', 'OR', 'VA'] },
  { id: 'g12', states: ['AR', 'IN', 'OK'] },
  { id: 'g13', states: ['ID', 'MN', 'WI'] },
  { id: 'g14', states: ['CT', 'HI', 'NJ'] },
  { id: 'g15', states: ['LA', 'MA', 'NM'] },
  { id: 'g16', states: ['CO', 'MD', 'WV'] },
  { id: 'g17', states: ['KY', 'NH', 'WA'] },
  { id: 'g18', states: ['AL', 'ME', 'TN'] },
  { id: 'g19', states: ['MO', 'NE', 'SC'] },
  { id: 'g20', states: ['AZ', 'IA', 'NV'] },
];

/** SHA-256 of the canonical JSON of {@link US_REGION_GROUPS}: the identity of the segment table. */
export const REGION_GROUPS_DIGEST: string = canonicalSha256({
  table: 'us-region-groups/1',
  groups: US_REGION_GROUPS,
});

/** Households of a group by the state table (ACS 2023 1-year). */
export function regionGroupHouseholds(group: RegionGroup): number {
  return group.states.reduce(
    (sum, code) => sum + (US_STATES.find((s) => s.code === code)?.households ?? 0),
    0,
  );
}

/** The state codes in merge order: groups in order, states sorted within each. */
export function statesInRegionGroupOrder(): string[] {
  return US_REGION_GROUPS.flatMap((g) => g.states);
}

/** The region group of a state; throws for an unknown code. */
export function regionGroupOfState(code: string): RegionGroup {
  const group = US_REGION_GROUPS.find((g) => g.states.includes(code));
  if (group === undefined) throw new RangeError(`no region group holds state ${code}`);
  return group;
}
