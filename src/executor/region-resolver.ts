import { regionGroupIndex, regionGroupId, type RegionKind } from '../contract/index.js';
import { ExecutorCode, ExecutorError } from './executor-error.js';
import type { RegionResolver } from './simulation-runtime.js';

/** A segment table: each group's regions (upper-case codes, as in the dataset's region column), in merge order. */
export type SegmentTable = readonly { readonly states: readonly string[] }[];

/**
 * The regions of one country: the sub-national regions a report may name (lower-case codes, e.g.
 * US states or UK nations and ITL1 regions) and the segments (region groups) of its national run.
 * The national region is the country id itself.
 */
export interface CountryRegions {
  /** The lower-case codes of the country's regions; the dataset's region column holds them upper-case. */
  readonly states: readonly string[];
  /**
   * The household column of the country's datasets that holds each household's region: an enum
   * whose categories are the upper-case region codes (`state_code` for the US, `region` for the
   * UK). Region reports and segments keep the households whose region is theirs.
   */
  readonly column: string;
  /** The segments of a national run, in merge order; empty when the country is never segmented. */
  readonly segments: SegmentTable;
}

/**
 * The region resolver over countries' regions: a country id is national (and split into its
 * segments); a lower-case region code of the country is that region; `group-NN` is the NNth
 * segment. A country missing from the table has no regions at all.
 */
export function createRegionResolver(
  countries: Readonly<Record<string, CountryRegions>>,
): RegionResolver {
  const codes = new Map(
    Object.entries(countries).map(([id, regions]) => [id, new Set(regions.states)]),
  );
  const regionsOf = (country: string): CountryRegions | undefined =>
    Object.hasOwn(countries, country) ? countries[country] : undefined;
  const kindOf = (country: string, region: string): RegionKind | undefined => {
    const regions = regionsOf(country);
    if (regions === undefined) return undefined;
    if (region === country) return 'national';
    if (codes.get(country)?.has(region) === true) return 'state';
    const index = regionGroupIndex(region);
    if (index !== undefined && index >= 0 && index < regions.segments.length) return 'region_group';
    return undefined;
  };
  const segmentStates = (country: string, index: number): readonly string[] => {
    const group = regionsOf(country)?.segments[index];
    if (group === undefined)
      throw new ExecutorError(
        ExecutorCode.invalidSimulationInput,
        `${country} has no segment ${index}`,
        {
          segmentIndex: index,
        },
      );
    return group.states;
  };
  return {
    kindOf,
    regionColumn(country) {
      const regions = regionsOf(country);
      if (regions === undefined)
        throw new ExecutorError(
          ExecutorCode.unsupportedCountry,
          `${country} has no regions: it is not served`,
        );
      return regions.column;
    },
    describe(country) {
      const regions = regionsOf(country);
      if (regions === undefined) return `no regions: ${country} is not served`;
      const example = regions.states[0];
      return [
        `"${country}" (national)`,
        ...(example === undefined ? [] : [`a lower-case region code such as "${example}"`]),
        ...(regions.segments.length === 0
          ? []
          : [
              `a region group id from "${regionGroupId(0)}" to "${regionGroupId(regions.segments.length - 1)}"`,
            ]),
      ].join(', ');
    },
    statesOf(country, region) {
      switch (kindOf(country, region)) {
        case 'national':
          return undefined;
        case 'state':
          return [region.toUpperCase()];
        case 'region_group':
          return segmentStates(country, regionGroupIndex(region)!);
        case undefined:
          throw new ExecutorError(
            ExecutorCode.invalidSimulationInput,
            `region ${region} is not a region of ${country}; use ${this.describe(country)}`,
          );
      }
    },
    segmentCount(country) {
      return regionsOf(country)?.segments.length ?? 0;
    },
    segmentStates,
  };
}
