import { getColumn, takeRows, type Frame } from './frame.js';
import { createDataset, datasetTable, groupEntities, type Dataset } from './dataset.js';

/** Error raised when datasets cannot be combined or filtered (different columns or years, colliding ids, unknown states). */
export class DatasetCombineError extends Error {
  constructor(
    readonly code:
      | 'dataset_columns_differ'
      | 'dataset_ids_collide'
      | 'dataset_years_differ'
      | 'dataset_state_unknown',
    message: string,
    readonly entity?: string,
  ) {
    super(message);
    this.name = 'DatasetCombineError';
  }
}

function rowsWhere(mask: (row: number) => boolean, n: number): Int32Array {
  let count = 0;
  for (let i = 0; i < n; i++) if (mask(i)) count++;
  const rows = new Int32Array(count);
  let at = 0;
  for (let i = 0; i < n; i++) if (mask(i)) rows[at++] = i;
  return rows;
}

/**
 * The dataset restricted to households in the given states (2-letter codes of the household
 * `state_code` column), keeping whole households with all their people and groups, ids unchanged
 * and rows in their original order. Unknown codes throw {@link DatasetCombineError}.
 */
export function filterDatasetToStates(
  dataset: Dataset,
  states: readonly string[],
  name = dataset.name,
): Dataset {
  const household = datasetTable(dataset, 'household');
  const stateColumn = getColumn(household, 'state_code');
  const categories = stateColumn.categories ?? [];
  const wanted = new Uint8Array(categories.length);
  for (const state of states) {
    const code = categories.indexOf(state);
    if (code < 0)
      throw new DatasetCombineError(
        'dataset_state_unknown',
        `state ${state} is not a state_code category`,
      );
    wanted[code] = 1;
  }
  const codes = stateColumn.values;
  const keptHouseholds = new Set<number>();
  const householdIds = getColumn(household, 'household_id').values;
  const householdRows = rowsWhere((r) => wanted[codes[r]!] === 1, household.rowCount);
  for (const r of householdRows) keptHouseholds.add(householdIds[r]!);
  const person = datasetTable(dataset, 'person');
  const personHousehold = getColumn(person, 'household_id').values;
  const personRows = rowsWhere((r) => keptHouseholds.has(personHousehold[r]!), person.rowCount);
  const tables: Record<string, Frame> = {
    person: takeRows(person, personRows),
    household: takeRows(household, householdRows),
  };
  for (const entity of groupEntities(dataset.tables)) {
    if (entity === 'household') continue;
    const members = getColumn(person, `${entity}_id`).values;
    const kept = new Set<number>();
    for (const r of personRows) kept.add(members[r]!);
    const frame = datasetTable(dataset, entity);
    const ids = getColumn(frame, `${entity}_id`).values;
    tables[entity] = takeRows(
      frame,
      rowsWhere((r) => kept.has(ids[r]!), frame.rowCount),
    );
  }
  for (const entity of Object.keys(dataset.tables)) tables[entity] ??= dataset.tables[entity]!;
  return createDataset({ country: dataset.country, name, year: dataset.year, tables });
}

function sameColumns(a: Frame, b: Frame): boolean {
  return (
    a.columns.length === b.columns.length &&
    a.columns.every((c, i) => {
      const d = b.columns[i]!;
      return (
        c.name === d.name &&
        c.kind === d.kind &&
        (c.categories ?? []).join('\n') === (d.categories ?? []).join('\n')
      );
    })
  );
}

/** Concatenates frames of one entity with identical columns, in the given order. */
export function concatFrames(frames: readonly Frame[]): Frame {
  const first = frames[0];
  if (first === undefined)
    throw new DatasetCombineError('dataset_columns_differ', 'nothing to concatenate');
  for (const frame of frames) {
    if (frame.entity !== first.entity || !sameColumns(first, frame)) {
      throw new DatasetCombineError(
        'dataset_columns_differ',
        `${frame.entity} frames have different columns`,
        frame.entity,
      );
    }
  }
  const rowCount = frames.reduce((n, f) => n + f.rowCount, 0);
  const columns = first.columns.map((column, c) => {
    const out = new (column.values.constructor as new (n: number) => typeof column.values)(
      rowCount,
    );
    let at = 0;
    for (const frame of frames) {
      out.set(frame.columns[c]!.values as never, at);
      at += frame.rowCount;
    }
    return { ...column, values: out };
  });
  return { entity: first.entity, rowCount, columns };
}

/**
 * Concatenates datasets of one year table by table, in the given order (a segment merge).
 * Tables must have identical columns and ids must not collide; the result is checked and gets
 * its own digest. Throws {@link DatasetCombineError}.
 */
export function concatDatasets(datasets: readonly Dataset[], name?: string): Dataset {
  const first = datasets[0];
  if (first === undefined)
    throw new DatasetCombineError('dataset_columns_differ', 'nothing to concatenate');
  if (datasets.some((d) => d.year !== first.year))
    throw new DatasetCombineError('dataset_years_differ', 'datasets are of different years');
  const tables: Record<string, Frame> = {};
  for (const entity of Object.keys(first.tables)) {
    const frame = concatFrames(datasets.map((d) => datasetTable(d, entity)));
    const ids = frame.columns.find((c) => c.name === `${entity}_id`)?.values;
    if (ids !== undefined) {
      const seen = new Set<number>();
      for (let i = 0; i < ids.length; i++) {
        if (seen.has(ids[i]!))
          throw new DatasetCombineError(
            'dataset_ids_collide',
            `${entity} id ${ids[i]} appears in two datasets`,
            entity,
          );
        seen.add(ids[i]!);
      }
    }
    tables[entity] = frame;
  }
  return createDataset({
    country: first.country,
    name: name ?? first.name,
    year: first.year,
    tables,
  });
}
