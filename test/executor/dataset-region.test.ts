import { describe, expect, it } from 'vitest';
import { datasetForStates, type DatasetTables } from '../../src/executor/index.js';
import { getColumn, type Frame } from '../../src/data/index.js';
import { createMiniDataset, MINI_SEGMENTS } from './fixtures/mini-us-model.js';

const ids = (frame: Frame | undefined, entity: string): number[] =>
  Array.from(getColumn(frame!, `${entity}_id`).values);

describe('datasetForStates', () => {
  const dataset = createMiniDataset(400);
  const entities = Object.keys(dataset.tables);

  it('splits a dataset into whole households: the segments together are the dataset, in order', () => {
    const parts = MINI_SEGMENTS.map((segment) =>
      datasetForStates(dataset, segment.states, 'state_code'),
    );
    for (const entity of entities) {
      const all = ids(dataset.tables[entity], entity);
      const pieces = parts.flatMap((part) => ids(part.tables[entity], entity));
      expect(
        [...pieces].sort((a, b) => a - b),
        entity,
      ).toEqual([...all].sort((a, b) => a - b));
      for (const part of parts) {
        const kept = ids(part.tables[entity], entity);
        expect(kept, `${entity} keeps the dataset's order`).toEqual(
          all.filter((id) => kept.includes(id)),
        );
      }
    }
    for (const part of parts) {
      // Every person's household and groups are in the same part.
      const person = part.tables.person!;
      for (const entity of entities.filter((e) => e !== 'person')) {
        const groups = new Set(ids(part.tables[entity], entity));
        for (const id of getColumn(person, `${entity}_id`).values)
          expect(groups.has(id), `${entity} ${id}`).toBe(true);
      }
      expect(part.digest).toBe(dataset.digest);
    }
  });

  it('takes the same rows whether ids are dense or sparse', () => {
    // Every id of every entity renumbered far apart, in its table and in the person table.
    const sparse = (id: number) => id * 7_919 + 11;
    const renumbered: DatasetTables = {
      ...dataset,
      tables: Object.fromEntries(
        Object.entries(dataset.tables).map(([entity, frame]) => [
          entity,
          {
            ...frame,
            columns: frame.columns.map((c) =>
              c.name.endsWith('_id') ? { ...c, values: Int32Array.from(c.values, sparse) } : c,
            ),
          },
        ]),
      ),
    };
    for (const segment of MINI_SEGMENTS) {
      const dense = datasetForStates(dataset, segment.states, 'state_code');
      const far = datasetForStates(renumbered, segment.states, 'state_code');
      for (const entity of entities)
        expect(ids(far.tables[entity], entity), entity).toEqual(
          ids(dense.tables[entity], entity).map(sparse),
        );
    }
  });

  it('reads the region column it is given, and names a missing one', () => {
    expect(() => datasetForStates(dataset, ['CA'], 'region')).toThrow(
      /household table has no region column/,
    );
  });

  it('names an unknown state', () => {
    expect(() => datasetForStates(dataset, ['ZZ'], 'state_code')).toThrow(
      /region ZZ is not a state_code category/,
    );
  });

  it('refuses a group with members in two states, naming it', () => {
    const person = dataset.tables.person!;
    const household = dataset.tables.household!;
    const state = getColumn(household, 'state_code').values;
    const householdIds = getColumn(household, 'household_id').values;
    const stateOf = new Map<number, number>();
    for (let r = 0; r < household.rowCount; r++) stateOf.set(householdIds[r]!, state[r]!);
    const personHousehold = getColumn(person, 'household_id').values;
    // Move the first person into the tax unit of a household of another state.
    const other = Array.from(householdIds).find(
      (id) => stateOf.get(id) !== stateOf.get(personHousehold[0]!),
    )!;
    const taxUnits = Float64Array.from(getColumn(person, 'tax_unit_id').values);
    taxUnits[0] = other;
    const broken: DatasetTables = {
      ...dataset,
      tables: {
        ...dataset.tables,
        person: {
          ...person,
          columns: person.columns.map((c) =>
            c.name === 'tax_unit_id' ? { ...c, values: taxUnits } : c,
          ),
        },
      },
    };
    expect(() => datasetForStates(broken, MINI_SEGMENTS[0]!.states, 'state_code')).toThrow(
      new RegExp(`tax_unit ${other} of dataset .* has members in households of two states`),
    );
  });
});
