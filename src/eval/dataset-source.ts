import type { Situation } from './scenario.js';
import { UnknownHouseholdError } from './scenario-source.js';
import type { HouseholdCandidate, ScenarioSource } from './scenario-source.js';

/** One typed column, as the data folder's `Frame` holds it. */
export interface ColumnLike {
  readonly name: string;
  readonly kind: 'float' | 'int' | 'bool' | 'enum';
  readonly values: ArrayLike<number>;
  readonly categories?: readonly string[];
}

/** The part of a dataset (`src/data`'s `Dataset`) that scenarios are built from. */
export interface DatasetLike {
  readonly country: string;
  readonly name: string;
  readonly year: number;
  readonly digest: string;
  readonly tables: Readonly<
    Record<string, { readonly rowCount: number; readonly columns: readonly ColumnLike[] }>
  >;
}

/** The situation section (plural) of each group entity of a model, e.g. `tax_unit` → `tax_units`. */
export type GroupPlurals = Readonly<Record<string, string>>;

function column(table: DatasetLike['tables'][string], name: string): ColumnLike | undefined {
  return table.columns.find((c) => c.name === name);
}

function cell(col: ColumnLike, row: number): number | boolean | string {
  const raw = col.values[row]!;
  if (col.kind === 'bool') return raw !== 0;
  if (col.kind === 'enum') return col.categories?.[raw] ?? raw;
  return raw;
}

function isIdOrWeight(name: string): boolean {
  return name.endsWith('_id') || name.endsWith('_weight');
}

/**
 * A {@link ScenarioSource} over a dataset: one candidate per household, whose situation holds its
 * people and groups with every input column the model knows (`keepVariable`; ids and weights
 * left out) for the dataset's year.
 */
export function createDatasetScenarioSource(
  dataset: DatasetLike,
  groupPlurals: GroupPlurals,
  keepVariable: (id: string) => boolean = () => true,
  household: {
    /** The household column of the region a scenario names (the country's; default `state_code`). */
    readonly regionColumn?: string;
    readonly incomeInputs?: readonly string[];
    readonly filingStatus?: boolean;
  } = {},
): ScenarioSource {
  const isInput = (name: string) => !isIdOrWeight(name) && keepVariable(name);
  const person = dataset.tables['person'];
  const households = dataset.tables['household'];
  if (person === undefined || households === undefined)
    throw new Error('dataset needs person and household tables');
  const personHousehold = column(person, 'household_id')!;
  const rowsByHousehold = new Map<number, number[]>();
  for (let row = 0; row < person.rowCount; row += 1) {
    const id = personHousehold.values[row]!;
    const list = rowsByHousehold.get(id) ?? [];
    list.push(row);
    rowsByHousehold.set(id, list);
  }
  const groupRow = new Map<string, Map<number, number>>();
  for (const entity of Object.keys(groupPlurals)) {
    const table = dataset.tables[entity];
    const ids = table === undefined ? undefined : column(table, `${entity}_id`);
    const index = new Map<number, number>();
    if (ids !== undefined)
      for (let row = 0; row < table!.rowCount; row += 1) index.set(ids.values[row]!, row);
    groupRow.set(entity, index);
  }
  const year = String(dataset.year);
  const stateColumn = column(households, household.regionColumn ?? 'state_code');

  const build = (householdId: number): HouseholdCandidate => {
    const rows = rowsByHousehold.get(householdId);
    if (rows === undefined) throw new UnknownHouseholdError(String(householdId));
    const people: Record<string, Record<string, Record<string, unknown>>> = {};
    const groups: Record<string, Record<string, Record<string, unknown>>> = {};
    for (const row of rows) {
      const name = `person_${column(person, 'person_id')!.values[row]}`;
      const values: Record<string, Record<string, unknown>> = {};
      for (const col of person.columns)
        if (isInput(col.name)) values[col.name] = { [year]: cell(col, row) };
      people[name] = values;
      for (const [entity, plural] of Object.entries(groupPlurals)) {
        const idColumn = column(person, `${entity}_id`);
        if (idColumn === undefined) continue;
        const groupId = idColumn.values[row]!;
        const groupName = `${entity}_${groupId}`;
        const section = (groups[plural] ??= {});
        if (section[groupName] === undefined) {
          const table = dataset.tables[entity];
          const at = groupRow.get(entity)!.get(groupId);
          const group: Record<string, unknown> = { members: [] };
          if (table !== undefined && at !== undefined) {
            for (const col of table.columns)
              if (isInput(col.name)) group[col.name] = { [year]: cell(col, at) };
          }
          section[groupName] = group;
        }
        (section[groupName]!['members'] as string[]).push(name);
      }
    }
    const householdRow = groupRow.get('household')!.get(householdId);
    const state =
      stateColumn !== undefined && householdRow !== undefined
        ? String(cell(stateColumn, householdRow))
        : '';
    const situation: Situation = { people, ...groups };
    return { id: String(householdId), state, situation };
  };

  return {
    country: dataset.country,
    year: dataset.year,
    name: dataset.name,
    digest: dataset.digest,
    householdIds: () => [...rowsByHousehold.keys()].map(String),
    household: (id) => build(Number(id)),
    ...(household.incomeInputs === undefined ? {} : { incomeInputs: household.incomeInputs }),
    ...(household.filingStatus === undefined ? {} : { filingStatus: household.filingStatus }),
  };
}
