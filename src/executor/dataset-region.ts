import { takeRows, type Frame } from '../data/index.js';
import type { DatasetTables } from './dataset-population.js';
import { entityIdColumn } from './dataset-population.js';
import { ExecutorCode, ExecutorError } from './executor-error.js';

const HOUSEHOLD = 'household';
const PERSON = 'person';
const STATE_CODE = 'state_code';

function rowsWhere(n: number, keep: (row: number) => boolean): Int32Array {
  let count = 0;
  for (let i = 0; i < n; i++) if (keep(i)) count++;
  const rows = new Int32Array(count);
  let at = 0;
  for (let i = 0; i < n; i++) if (keep(i)) rows[at++] = i;
  return rows;
}

function columnValues(frame: Frame, name: string): Frame['columns'][number] {
  const column = frame.columns.find((c) => c.name === name);
  if (column === undefined)
    throw new ExecutorError(
      ExecutorCode.invalidSimulationInput,
      `${frame.entity} table has no ${name} column`,
    );
  return column;
}

/**
 * The dataset restricted to the households of some states (codes of the household table's
 * `state_code` enum), keeping whole households with all their people and groups, ids unchanged,
 * rows in their original order. The digest stays the parent's: a segment is identified by the
 * parent dataset and its states. Unknown state codes are an {@link ExecutorError}.
 */
export function datasetForStates(dataset: DatasetTables, states: readonly string[]): DatasetTables {
  const household = dataset.tables[HOUSEHOLD];
  const person = dataset.tables[PERSON];
  if (household === undefined || person === undefined) {
    throw new ExecutorError(
      ExecutorCode.invalidSimulationInput,
      `dataset ${dataset.name} has no household or person table`,
    );
  }
  const stateColumn = columnValues(household, STATE_CODE);
  const categories = stateColumn.categories ?? [];
  const wanted = new Uint8Array(categories.length);
  for (const state of states) {
    const code = categories.indexOf(state);
    if (code < 0)
      throw new ExecutorError(
        ExecutorCode.invalidSimulationInput,
        `state ${state} is not a state_code category of dataset ${dataset.name}`,
      );
    wanted[code] = 1;
  }
  const codes = stateColumn.values;
  const householdRows = rowsWhere(household.rowCount, (r) => wanted[codes[r]!] === 1);
  const kept = new Set<number>();
  const householdIds = columnValues(household, entityIdColumn(HOUSEHOLD)).values;
  for (const r of householdRows) kept.add(householdIds[r]!);
  const personHousehold = columnValues(person, entityIdColumn(HOUSEHOLD)).values;
  const personRows = rowsWhere(person.rowCount, (r) => kept.has(personHousehold[r]!));
  const tables: Record<string, Frame> = {
    [PERSON]: takeRows(person, personRows),
    [HOUSEHOLD]: takeRows(household, householdRows),
  };
  for (const [entity, frame] of Object.entries(dataset.tables)) {
    if (entity === PERSON || entity === HOUSEHOLD) continue;
    const membership = person.columns.find((c) => c.name === entityIdColumn(entity))?.values;
    if (membership === undefined) {
      tables[entity] = frame;
      continue;
    }
    const members = new Set<number>();
    for (const r of personRows) members.add(membership[r]!);
    const ids = columnValues(frame, entityIdColumn(entity)).values;
    tables[entity] = takeRows(
      frame,
      rowsWhere(frame.rowCount, (r) => members.has(ids[r]!)),
    );
  }
  return {
    country: dataset.country,
    name: dataset.name,
    year: dataset.year,
    tables,
    digest: dataset.digest,
  };
}

/** Caches region subsets of datasets in-process, by dataset digest and state list. */
export class RegionSubsetCache {
  readonly #subsets = new Map<string, DatasetTables>();

  /** The subset of `dataset` in `states` (the dataset itself when `states` is undefined). */
  subset(dataset: DatasetTables, states: readonly string[] | undefined): DatasetTables {
    if (states === undefined) return dataset;
    const key = `${dataset.digest}:${[...states].sort().join(',')}`;
    let found = this.#subsets.get(key);
    if (found === undefined) {
      found = datasetForStates(dataset, states);
      this.#subsets.set(key, found);
    }
    return found;
  }

  /** Drops every cached subset. */
  clear(): void {
    this.#subsets.clear();
  }
}
