import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { concatDatasets, DatasetCombineError, filterDatasetToStates } from './dataset-filter.js';
import { datasetTable } from './dataset.js';
import { getColumn } from './frame.js';
import { generateUsPopulation } from '../countries/us/data/index.js';
import { US_REGION_GROUPS } from '../countries/us/data/index.js';

describe('filtering and concatenating datasets', () => {
  const dataset = generateUsPopulation({ households: 500, seed: 11 });
  const segments = US_REGION_GROUPS.map((g) => filterDatasetToStates(dataset, g.states, g.id));

  it('keeps whole households with all their people and groups, ids unchanged', () => {
    const ny = filterDatasetToStates(dataset, ['NY']);
    const household = datasetTable(ny, 'household');
    const codes = getColumn(household, 'state_code');
    expect(household.rowCount).toBeGreaterThan(0);
    for (const code of codes.values) expect(codes.categories![code]).toBe('NY');
    const kept = new Set(getColumn(household, 'household_id').values);
    const allPeople = datasetTable(dataset, 'person');
    const wanted = Array.from(getColumn(allPeople, 'household_id').values).filter((h) =>
      kept.has(h),
    ).length;
    expect(datasetTable(ny, 'person').rowCount).toBe(wanted);
    expect(ny.digest).not.toBe(dataset.digest);
  });

  it('merging the 20 region-group segments in order gives back the national dataset exactly', () => {
    expect(segments.reduce((n, s) => n + datasetTable(s, 'household').rowCount, 0)).toBe(500);
    expect(concatDatasets(segments, dataset.name).digest).toBe(dataset.digest);
  });

  it('any split of the groups into consecutive runs merges to the same digest', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 19 }), { maxLength: 6 }), (cuts) => {
        const bounds = [0, ...[...new Set(cuts)].sort((a, b) => a - b), 20];
        const parts = bounds
          .slice(1)
          .map((end, i) => concatDatasets(segments.slice(bounds[i], end)));
        return concatDatasets(parts, dataset.name).digest === dataset.digest;
      }),
      { numRuns: 15 },
    );
  });

  it('refuses colliding ids, unknown states and different columns', () => {
    expect(() => concatDatasets([segments[0]!, segments[0]!])).toThrow(DatasetCombineError);
    expect(() => filterDatasetToStates(dataset, ['XX'])).toThrow(/not a state_code/);
    const other = generateUsPopulation({ households: 50, seed: 1, year: 2025 });
    expect(() => concatDatasets([dataset, other])).toThrow(/different years/);
  });
});
