import { takeRows, type Frame } from '../data/index.js';
import type { DatasetTables } from './dataset-population.js';
import { entityIdColumn } from './dataset-population.js';
import { ExecutorCode, ExecutorError } from './executor-error.js';
import { idRows } from './id-rows.js';

const HOUSEHOLD = 'household';
const PERSON = 'person';

/** The rows whose region code is one of the wanted ones (rows of no region are never wanted). */
function rowsInRegions(codes: Int32Array, wanted: Uint8Array): Int32Array {
  let count = 0;
  for (let i = 0; i < codes.length; i++)
    if (codes[i] !== NO_STATE && wanted[codes[i]!] === 1) count++;
  const rows = new Int32Array(count);
  let at = 0;
  for (let i = 0; i < codes.length; i++)
    if (codes[i] !== NO_STATE && wanted[codes[i]!] === 1) rows[at++] = i;
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

/** No state: a group row without members. */
const NO_STATE = -1;
/** While a group's state is worked out: no member seen yet. */
const UNSEEN = -2;

/** The household table's region categories and, per table, the region code of each row. */
interface RowStates {
  readonly categories: readonly string[];
  /** By entity: the state code of each row (through its members' household), or NO_STATE. */
  readonly codes: Readonly<Record<string, Int32Array>>;
}

/** Row regions by dataset and region column, computed once: every region subset of a dataset reads them. */
const rowStatesOf = new WeakMap<DatasetTables, Map<string, RowStates>>();

function rowStates(dataset: DatasetTables, regionColumn: string): RowStates {
  let byColumn = rowStatesOf.get(dataset);
  if (byColumn === undefined) {
    byColumn = new Map();
    rowStatesOf.set(dataset, byColumn);
  }
  const known = byColumn.get(regionColumn);
  if (known !== undefined) return known;
  const household = dataset.tables[HOUSEHOLD];
  const person = dataset.tables[PERSON];
  if (household === undefined || person === undefined) {
    throw new ExecutorError(
      ExecutorCode.invalidSimulationInput,
      `dataset ${dataset.name} has no household or person table`,
    );
  }
  const stateColumn = columnValues(household, regionColumn);
  const householdCodes = Int32Array.from(stateColumn.values as ArrayLike<number>);
  const householdRow = idRows(columnValues(household, entityIdColumn(HOUSEHOLD)).values);
  const personHousehold = columnValues(person, entityIdColumn(HOUSEHOLD)).values;
  const personCodes = new Int32Array(person.rowCount);
  for (let r = 0; r < person.rowCount; r++) {
    const row = householdRow(personHousehold[r]!);
    personCodes[r] = row === undefined ? NO_STATE : householdCodes[row]!;
  }
  const codes: Record<string, Int32Array> = {
    [HOUSEHOLD]: householdCodes,
    [PERSON]: personCodes,
  };
  for (const [entity, frame] of Object.entries(dataset.tables)) {
    if (entity === PERSON || entity === HOUSEHOLD) continue;
    const membership = person.columns.find((c) => c.name === entityIdColumn(entity))?.values;
    if (membership === undefined) continue;
    // A group's state is its members' (groups nest in households). A member's group id that no
    // row holds is checked all the same.
    const ids = columnValues(frame, entityIdColumn(entity)).values;
    const groupRow = idRows(ids);
    const groupCode = new Int32Array(frame.rowCount).fill(UNSEEN);
    const strays = new Map<number, number>();
    for (let r = 0; r < person.rowCount; r++) {
      const id = membership[r]!;
      const code = personCodes[r]!;
      const row = groupRow(id);
      const seen = row === undefined ? strays.get(id) : groupCode[row];
      if (seen !== undefined && seen !== UNSEEN && seen !== code)
        throw new ExecutorError(
          ExecutorCode.invalidSimulationInput,
          `${entity} ${id} of dataset ${dataset.name} has members in households of two states`,
        );
      if (row === undefined) strays.set(id, code);
      else groupCode[row] = code;
    }
    // Each row takes its id's code (a repeated id: its last row's); NO_STATE without members.
    const rowCodes = new Int32Array(frame.rowCount);
    for (let r = 0; r < frame.rowCount; r++) {
      const code = groupCode[groupRow(ids[r]!)!]!;
      rowCodes[r] = code === UNSEEN ? NO_STATE : code;
    }
    codes[entity] = rowCodes;
  }
  const states: RowStates = { categories: stateColumn.categories ?? [], codes };
  byColumn.set(regionColumn, states);
  return states;
}

/**
 * The dataset restricted to the households of some regions (codes of the household table's
 * region enum column, which the country's regions name: `state_code` for the US states), keeping whole households with all their people and groups, ids unchanged,
 * rows in their original order. The digest stays the parent's: a segment is identified by the
 * parent dataset and its regions. Unknown region codes, and a missing region column, are an
 * {@link ExecutorError}. Each row's region is worked out once per dataset and column, so further
 * subsets cost one pass over the rows.
 */
export function datasetForStates(
  dataset: DatasetTables,
  states: readonly string[],
  regionColumn: string,
): DatasetTables {
  const { categories, codes } = rowStates(dataset, regionColumn);
  const wanted = new Uint8Array(categories.length);
  for (const state of states) {
    const code = categories.indexOf(state);
    if (code < 0)
      throw new ExecutorError(
        ExecutorCode.invalidSimulationInput,
        `region ${state} is not a ${regionColumn} category of dataset ${dataset.name}`,
      );
    wanted[code] = 1;
  }
  const tables: Record<string, Frame> = {};
  // People and households first, then the groups, as the subset has always been laid out.
  const entities = [PERSON, HOUSEHOLD, ...Object.keys(dataset.tables)];
  for (const entity of new Set(entities)) {
    const frame = dataset.tables[entity]!;
    const rowCodes = codes[entity];
    tables[entity] =
      rowCodes === undefined ? frame : takeRows(frame, rowsInRegions(rowCodes, wanted));
  }
  return {
    country: dataset.country,
    name: dataset.name,
    year: dataset.year,
    tables,
    digest: dataset.digest,
  };
}

/** Caches region subsets of datasets in-process, by dataset digest, region column and region list. */
export class RegionSubsetCache {
  readonly #subsets = new Map<string, DatasetTables>();

  /** The subset of `dataset` in `states` of its `regionColumn` (the dataset itself when `states` is undefined). */
  subset(
    dataset: DatasetTables,
    states: readonly string[] | undefined,
    regionColumn: string,
  ): DatasetTables {
    if (states === undefined) return dataset;
    const key = `${dataset.digest}:${regionColumn}:${[...states].sort().join(',')}`;
    let found = this.#subsets.get(key);
    if (found === undefined) {
      found = datasetForStates(dataset, states, regionColumn);
      this.#subsets.set(key, found);
    }
    return found;
  }

  /** Drops every cached subset. */
  clear(): void {
    this.#subsets.clear();
  }
}
