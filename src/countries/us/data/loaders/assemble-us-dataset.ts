import { createDataset, type Dataset } from '../../../../data/index.js';
import { US_GROUP_ENTITIES } from '../us-entities.js';
import type { FrameColumn, Frame } from '../../../../data/index.js';
import { US_INPUT_VARIABLES } from '../us-inputs.js';
import { US_STATE_CODES, US_STATES } from '../us-states.js';
import { DatasetInputError, type DatasetInputIssue } from './dataset-input-error.js';

/** Values of one column as read from a file: numbers, booleans or strings. */
export type RawValues =
  ArrayLike<number> | ArrayLike<string> | ArrayLike<boolean> | ArrayLike<bigint>;

/** Columns of each entity as read from a user's file, in Fiscus naming (`<entity>_id` membership on people). */
export type RawTables = Record<string, Record<string, RawValues>>;

const ENTITIES = ['person', ...US_GROUP_ENTITIES] as const;

/** State FIPS codes (ANSI INCITS 38), so files with `state_fips` map onto `state_code`. */
const STATE_FIPS: Readonly<Record<string, number>> = {
  AL: 1,
  AK: 2,
  AZ: 4,
  AR: 5,
  CA: 6,
  CO: 8,
  CT: 9,
  DE: 10,
  DC: 11,
  FL: 12,
  GA: 13,
  HI: 15,
  ID: 16,
  IL: 17,
  IN: 18,
  IA: 19,
  KS: 20,
  KY: 21,
  LA: 22,
  ME: 23,
  MD: 24,
  MA: 25,
  MI: 26,
  MN: 27,
  MS: 28,
  MO: 29,
  MT: 30,
  NE: 31,
  NV: 32,
  NH: 33,
  NJ: 34,
  NM: 35,
  NY: 36,
  NC: 37,
  ND: 38,
  OH: 39,
  OK: 40,
  OR: 41,
  PA: 42,
  RI: 44,
  SC: 45,
  SD: 46,
  TN: 47,
  TX: 48,
  UT: 49,
  VT: 50,
  VA: 51,
  WA: 53,
  WV: 54,
  WI: 55,
  WY: 56,
};
const FIPS_TO_CODE = new Map(Object.entries(STATE_FIPS).map(([code, fips]) => [fips, code]));
if (FIPS_TO_CODE.size !== US_STATES.length)
  throw new Error('state FIPS table does not cover every state');

/** The entity a column belongs to in Fiscus naming, or undefined when it is not a known column there. */
export function isKnownColumn(entity: string, column: string): boolean {
  if (column === `${entity}_id` || column === `${entity}_weight`) return true;
  if (entity === 'person' && US_GROUP_ENTITIES.some((g) => column === `${g}_id`)) return true;
  if (entity === 'household' && column === 'state_fips') return true;
  return US_INPUT_VARIABLES[column]?.entity === entity;
}

function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string' && v.trim() !== '') return Number(v);
  return Number.NaN;
}

function toBool(v: unknown): number {
  if (v === true || v === 1 || v === 1n) return 1;
  if (v === false || v === 0 || v === 0n) return 0;
  if (typeof v === 'string') {
    const s = v.trim().toLowerCase();
    if (s === 'true' || s === '1') return 1;
    if (s === 'false' || s === '0') return 0;
  }
  return -1;
}

/**
 * Builds a US dataset from columns read out of a user's file. Every column must be a known model
 * input of its entity, an id (`<entity>_id`; on people, membership ids of every group), a weight
 * (`<entity>_weight`) or `state_fips`. Group tables absent from the file are derived from the
 * people's membership ids; `person_weight` defaults to the household weight; `household_weight`
 * and `state_code` (or `state_fips`) are required. Every problem is reported at once in a
 * {@link DatasetInputError}.
 */
export function assembleUsDataset(
  raw: RawTables,
  options: { year: number; name: string; source: string; ignoreUnknown?: boolean },
): Dataset {
  const issues: DatasetInputIssue[] = [];
  const issue = (
    kind: DatasetInputIssue['kind'],
    entity: string,
    column: string,
    detail = '',
  ): void => void issues.push({ kind, entity, column, detail });
  for (const entity of Object.keys(raw))
    if (!(ENTITIES as readonly string[]).includes(entity))
      issue('unknown_column', entity, '*', 'unknown entity');
  const person = raw.person;
  if (person === undefined)
    throw new DatasetInputError(
      [
        {
          kind: 'missing_column',
          entity: 'person',
          column: 'person_id',
          detail: 'no person table',
        },
      ],
      options.source,
    );
  for (const column of ['person_id', ...US_GROUP_ENTITIES.map((g) => `${g}_id`)])
    if (person[column] === undefined) issue('missing_column', 'person', column);

  const tables: Record<string, Frame> = {};
  for (const entity of ENTITIES) {
    let columns = raw[entity];
    if (columns === undefined && entity !== 'person') {
      const members = person[`${entity}_id`];
      if (members === undefined) continue;
      const ids = [...new Set(Array.from(members as ArrayLike<number>, toNumber))].sort(
        (a, b) => a - b,
      );
      columns = { [`${entity}_id`]: ids };
    }
    if (columns === undefined) continue;
    const lengths = new Set(Object.values(columns).map((v) => v.length));
    if (lengths.size > 1)
      issue('length_mismatch', entity, '*', `columns have lengths ${[...lengths].join(', ')}`);
    const rowCount = Object.values(columns)[0]?.length ?? 0;
    if (columns[`${entity}_id`] === undefined && entity !== 'person')
      issue('missing_column', entity, `${entity}_id`);
    const frameColumns: FrameColumn[] = [];
    const names = Object.keys(columns).sort(
      (a, b) => rank(entity, a) - rank(entity, b) || (a < b ? -1 : 1),
    );
    for (const name of names) {
      if (!isKnownColumn(entity, name)) {
        if (!options.ignoreUnknown) issue('unknown_column', entity, name);
        continue;
      }
      const column = convertColumn(entity, name, columns[name]!, rowCount, issue);
      if (column !== undefined) frameColumns.push(column);
    }
    tables[entity] = { entity, rowCount, columns: frameColumns };
  }
  const household = tables.household;
  if (household !== undefined) {
    if (!household.columns.some((c) => c.name === 'household_weight'))
      issue('missing_column', 'household', 'household_weight');
    if (!household.columns.some((c) => c.name === 'state_code'))
      issue('missing_column', 'household', 'state_code', 'or state_fips');
  }
  if (issues.length > 0) throw new DatasetInputError(issues, options.source);
  const personFrame = tables.person!;
  if (!personFrame.columns.some((c) => c.name === 'person_weight'))
    tables.person = withPersonWeight(personFrame, household!);
  try {
    return createDataset({ country: 'us', name: options.name, year: options.year, tables });
  } catch (error) {
    const entity = (error as { entity?: string }).entity ?? 'person';
    throw new DatasetInputError(
      [{ kind: 'invalid_value', entity, column: `${entity}_id`, detail: (error as Error).message }],
      options.source,
    );
  }
}

function rank(entity: string, name: string): number {
  if (name === `${entity}_id`) return 0;
  if (name.endsWith('_id')) return 1;
  if (name.endsWith('_weight')) return 2;
  return 3;
}

function convertColumn(
  entity: string,
  name: string,
  values: RawValues,
  rowCount: number,
  issue: (kind: DatasetInputIssue['kind'], entity: string, column: string, detail?: string) => void,
): FrameColumn | undefined {
  const n = Math.min(values.length, rowCount);
  const bad = (row: number, value: unknown): undefined => {
    issue('invalid_value', entity, name, `row ${row}: ${String(value)}`);
    return undefined;
  };
  if (name.endsWith('_id')) {
    const out = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const v = toNumber(values[i]);
      if (!Number.isInteger(v) || v < -(2 ** 31) || v >= 2 ** 31) return bad(i, values[i]);
      out[i] = v;
    }
    return { name, kind: 'int', values: out };
  }
  if (name === 'state_code' || name === 'state_fips') {
    const out = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const v = values[i];
      const code =
        name === 'state_fips' ? FIPS_TO_CODE.get(toNumber(v)) : String(v).trim().toUpperCase();
      const index = code === undefined ? -1 : US_STATE_CODES.indexOf(code);
      if (index < 0) return bad(i, v);
      out[i] = index;
    }
    return { name: 'state_code', kind: 'enum', values: out, categories: US_STATE_CODES };
  }
  const spec = US_INPUT_VARIABLES[name] ?? { entity, kind: 'float' as const };
  if (spec.kind === 'bool') {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      const b = toBool(values[i]);
      if (b < 0) return bad(i, values[i]);
      out[i] = b;
    }
    return { name, kind: 'bool', values: out };
  }
  if (spec.kind === 'enum') {
    const categories = spec.categories ?? [];
    const out = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const index = categories.indexOf(String(values[i]).trim().toUpperCase());
      if (index < 0) return bad(i, values[i]);
      out[i] = index;
    }
    return { name, kind: 'enum', values: out, categories };
  }
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const v = toNumber(values[i]);
    if (!Number.isFinite(v)) return bad(i, values[i]);
    out[i] = v;
  }
  return { name, kind: 'float', values: out };
}

function withPersonWeight(person: Frame, household: Frame): Frame {
  const ids = household.columns.find((c) => c.name === 'household_id')!.values;
  const weights = household.columns.find((c) => c.name === 'household_weight')!.values;
  const byId = new Map<number, number>();
  for (let i = 0; i < ids.length; i++) byId.set(ids[i]!, weights[i]!);
  const members = person.columns.find((c) => c.name === 'household_id')!.values;
  const out = new Float64Array(person.rowCount);
  for (let i = 0; i < out.length; i++) out[i] = byId.get(members[i]!) ?? 0;
  return {
    ...person,
    columns: [...person.columns, { name: 'person_weight', kind: 'float', values: out }],
  };
}
