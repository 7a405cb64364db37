import { classifyRegion, REGION_GROUP_ID_PATTERN } from '../contract/index.js';
import { ExecutorCode, ExecutorError } from './executor-error.js';
import type { RegionResolver } from './simulation-runtime.js';

/** A segment table: each group's states (upper-case codes, as in the dataset's `state_code`), in merge order. */
export type SegmentTable = readonly { readonly states: readonly string[] }[];

/**
 * The region resolver of the US: `us` is national and split into the table's segments; a
 * lower-case state code is that state; `group-NN` is the NNth group of the table. Other countries
 * have no segments and only a national region.
 */
export function createRegionResolver(usSegments: SegmentTable): RegionResolver {
  return {
    statesOf(country, region) {
      const kind = classifyRegion(country, region);
      switch (kind) {
        case 'national':
          return undefined;
        case 'state':
          return [region.toUpperCase()];
        case 'region_group': {
          const match = REGION_GROUP_ID_PATTERN.exec(region);
          const group = usSegments[Number(match?.[1]) - 1];
          if (group === undefined)
            throw new ExecutorError(
              ExecutorCode.invalidSimulationInput,
              `no region group ${region}`,
            );
          return group.states;
        }
        case undefined:
          throw new ExecutorError(
            ExecutorCode.invalidSimulationInput,
            `region ${region} is not a region of ${country}`,
          );
      }
    },
    segmentCount(country) {
      return country === 'us' ? usSegments.length : 0;
    },
    segmentStates(country, index) {
      const group = country === 'us' ? usSegments[index] : undefined;
      if (group === undefined)
        throw new ExecutorError(
          ExecutorCode.invalidSimulationInput,
          `${country} has no segment ${index}`,
          { segmentIndex: index },
        );
      return group.states;
    },
  };
}
