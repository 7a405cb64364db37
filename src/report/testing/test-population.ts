import type { Frame, FrameColumn } from '../../data/index.js';

/** A row of a test table: column name → number (ids, floats, 0/1 flags, enum codes). */
export type TestRow = Record<string, number>;

/** Rows of each entity, for one policy. */
export type TestTables = Record<string, TestRow[]>;

/** Race categories the test population uses. */
export const TEST_RACES = ['black', 'hispanic', 'other', 'white'] as const;

/** State categories of the test population's `state_code` (the last one has no households). */
export const TEST_STATES = ['CA', 'NY', 'TX', 'WY'] as const;

/** How many of {@link TEST_STATES} the generated population uses (household `seed % 3`). */
export const TEST_STATES_USED = 3;

const INT_COLUMNS = /_id$/;
const BOOL_COLUMNS = new Set(['is_male', 'in_poverty', 'in_deep_poverty']);

function column(name: string, rows: readonly TestRow[]): FrameColumn {
  const get = (row: TestRow): number => {
    const v = row[name];
    if (v === undefined) throw new Error(`test row lacks ${name}`);
    return v;
  };
  if (name === 'race')
    return { name, kind: 'enum', values: Int32Array.from(rows, get), categories: TEST_RACES };
  if (name === 'state_code')
    return { name, kind: 'enum', values: Int32Array.from(rows, get), categories: TEST_STATES };
  if (INT_COLUMNS.test(name)) return { name, kind: 'int', values: Int32Array.from(rows, get) };
  if (BOOL_COLUMNS.has(name)) return { name, kind: 'bool', values: Uint8Array.from(rows, get) };
  return { name, kind: 'float', values: Float64Array.from(rows, get) };
}

/** Frames of test tables: the columns of each entity's first row, in that order. */
export function toFrames(
  tables: TestTables,
  dropColumns: readonly string[] = [],
): Record<string, Frame> {
  const frames: Record<string, Frame> = {};
  for (const [entity, rows] of Object.entries(tables)) {
    const names = Object.keys(rows[0] ?? { [`${entity}_id`]: 0 }).filter(
      (n) => !dropColumns.includes(n),
    );
    frames[entity] = { entity, rowCount: rows.length, columns: names.map((n) => column(n, rows)) };
  }
  return frames;
}

/** Keeps only the rows of the given households (every entity is keyed to its household in the test population). */
export function filterHouseholds(
  tables: TestTables,
  keep: (householdId: number) => boolean,
): TestTables {
  const out: TestTables = {};
  for (const [entity, rows] of Object.entries(tables)) {
    out[entity] = rows.filter((row) => keep(row['household_id'] ?? row[`${entity}_id`]!));
  }
  return out;
}

/** Concatenates tables entity by entity. */
export function concatTables(a: TestTables, b: TestTables): TestTables {
  const out: TestTables = {};
  for (const entity of new Set([...Object.keys(a), ...Object.keys(b)]))
    out[entity] = [...(a[entity] ?? []), ...(b[entity] ?? [])];
  return out;
}

/** One household of the generated population: its size, weight and a seed for its values. */
export interface TestHousehold {
  readonly size: number;
  readonly weight: number;
  readonly income: number;
  readonly change: number;
  readonly seed: number;
}

/**
 * Baseline and reform tables of a population built from household specs. Tax units and SPM
 * units are one per household and share its id (and carry `household_id` so they can be split).
 * Households are in the states of {@link TEST_STATES} by `seed % 3`. The reform changes net
 * income by `change`, taxes (a quarter of it state income tax) and benefits accordingly.
 */
export function buildPopulation(households: readonly TestHousehold[]): {
  baseline: TestTables;
  reform: TestTables;
} {
  const make = (reform: boolean): TestTables => {
    const tables: TestTables = { household: [], person: [], tax_unit: [], spm_unit: [] };
    households.forEach((h, index) => {
      const id = index + 1;
      const delta = reform ? h.change : 0;
      const stateTax = h.income * 0.03 - (reform ? h.change / 4 : 0);
      const tax = h.income * 0.2 - (reform ? h.change / 2 : 0);
      const benefits = (h.seed % 7) * 100 + (reform ? h.change / 2 : 0);
      tables['household']!.push({
        household_id: id,
        household_weight: h.weight,
        household_net_income: h.income + delta,
        household_tax: tax,
        household_state_income_tax: stateTax,
        state_code: h.seed % TEST_STATES_USED,
        household_benefits: benefits,
        household_count_people: h.size,
      });
      tables['tax_unit']!.push({
        tax_unit_id: id,
        household_id: id,
        tax_unit_weight: h.weight,
        income_tax: tax,
        employee_payroll_tax: h.income * 0.0765,
        eitc: (h.seed % 3) * 500,
        refundable_ctc: reform ? (h.seed % 2) * 1000 : 0,
        state_use_tax: h.income * 0.0005 + (reform ? h.change / 100 : 0),
      });
      tables['spm_unit']!.push({
        spm_unit_id: id,
        household_id: id,
        spm_unit_weight: h.weight,
        snap: benefits,
        free_school_meals: h.seed % 5,
        reduced_price_school_meals: 0,
      });
      for (let j = 0; j < h.size; j++) {
        const s = h.seed + j * 7919;
        const poor = h.income + delta < 15_000 * Math.sqrt(h.size) ? 1 : 0;
        tables['person']!.push({
          person_id: id * 10 + j,
          household_id: id,
          tax_unit_id: id,
          person_weight: h.weight,
          age: (s % 90) + (j === 0 ? 18 : 0),
          is_male: s % 2,
          race: s % TEST_RACES.length,
          in_poverty: poor,
          in_deep_poverty: poor === 1 && h.income + delta < 5_000 ? 1 : 0,
          self_employment_tax: 0,
          ssi: (s % 11) * 10,
        });
      }
    });
    return tables;
  };
  return { baseline: make(false), reform: make(true) };
}
