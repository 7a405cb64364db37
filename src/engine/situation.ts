import { axisCoordinates, axisPeriod, axisValue, readAxes, type AxesPlan } from './axes.js';
import { didYouMean } from './closest-names.js';
import type { EntityDef, RoleDef } from './entity.js';
import { SituationError, type EngineIssue } from './errors.js';
import { parsePeriod, yearPeriod, type Period } from './period.js';
import { createPopulation, type GroupMembership, type Population } from './population.js';
import { Simulation, allocateColumn, type TraceObserver } from './simulation.js';
import type { TaxSystem } from './tax-system.js';
import type { VariableDef } from './variable.js';
import type { Column } from './vector.js';

/** A household situation document in PolicyEngine's format. */
export type Situation = Record<string, Record<string, Record<string, unknown>>>;

/** Where one situation's people and groups sit in a batch. */
export interface SituationLayout {
  /** Row index of each named instance, by entity key. */
  readonly rows: Readonly<Record<string, ReadonlyMap<string, number>>>;
  /** Variables asked for with a `null` value, by entity key, with their period. */
  readonly requested: readonly {
    readonly entity: string;
    readonly name: string;
    readonly variable: string;
    readonly period: string;
  }[];
  /** Group entities the document did not name, created with everyone in one group. */
  readonly implicitGroups: readonly string[];
  /**
   * This situation's own default period: the most common year among its inputs and requests
   * (the earliest on a tie). Each situation of a batch is answered at its own period.
   */
  readonly defaultPeriod: string | undefined;
}

/**
 * Where one situation document sits among a batch's layouts: one layout, or one per point of its
 * axes (`first` … `first + points - 1`, in the order of {@link AxesPlan}).
 */
export interface SituationSpan {
  readonly first: number;
  readonly points: number;
  readonly axes?: AxesPlan;
}

/** How situations are read. */
export interface SituationReadOptions {
  /**
   * Expand PolicyEngine's `axes` into one copy of the situation per point, all in the one batch
   * (default false: `axes` is refused with `unsupported_axes`, for callers that map situations to
   * layouts one to one).
   */
  readonly axes?: boolean;
}

/** One or more situations as one population, with their inputs. */
export interface SituationBatch {
  readonly population: Population;
  /** One layout per situation, or per point of a situation's axes: see {@link spans}. */
  readonly layouts: readonly SituationLayout[];
  /** For each situation document, its layouts (the identity when no situation has axes). */
  readonly spans: readonly SituationSpan[];
  /** Input columns by variable id and period key. */
  readonly inputs: ReadonlyMap<string, ReadonlyMap<string, { values: Column; mask: Uint8Array }>>;
  /**
   * The most common year among all the inputs. Situations of one batch may be of different
   * years: answer each at its layout's {@link SituationLayout.defaultPeriod}, not at this.
   */
  readonly defaultPeriod: string | undefined;
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  x !== null && typeof x === 'object' && !Array.isArray(x);

/** Int32 columns hold whole numbers in this range; anything else would wrap. */
const INT_RANGE = { min: -2_147_483_648, max: 2_147_483_647 } as const;

interface PendingValue {
  readonly variable: VariableDef;
  readonly period: Period;
  readonly row: number;
  readonly value: number;
}

/** What a batch accumulates while its situations are read, one after another. */
interface BatchBuilder {
  readonly system: TaxSystem;
  readonly issues: EngineIssue[];
  readonly counts: Record<string, number>;
  readonly memberships: Record<string, number[]>;
  readonly roles: Record<string, number[]>;
  readonly pending: PendingValue[];
  readonly layouts: SituationLayout[];
  readonly spans: SituationSpan[];
  readonly years: Map<string, number>;
  readonly allowAxes: boolean;
}

/** What one situation accumulates while it is read. */
interface SituationState {
  readonly raw: Record<string, unknown>;
  /** Path prefix of this situation's fields: `[2].` in a batch of several, else empty. */
  readonly at: string;
  readonly rows: Record<string, Map<string, number>>;
  readonly requested: { entity: string; name: string; variable: string; period: string }[];
  readonly implicitGroups: string[];
  readonly years: Map<string, number>;
  /** People named under a role that has a variable: by role variable, group row → person rows. */
  readonly roleHolders: Map<VariableDef, Map<number, Set<number>>>;
  personBase: number;
}

/** A short rendering of a value for a message: never `null` for a non-finite number. */
function show(value: unknown): string {
  if (typeof value === 'number') return Number.isNaN(value) ? 'NaN' : String(value);
  if (value === undefined) return 'nothing';
  if (typeof value === 'string')
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'boolean' || value === null) return String(value);
  return Array.isArray(value) ? 'a list' : 'an object';
}

/** Checks one input against its variable's type and range; returns the column value or undefined. */
function encodeValue(
  variable: VariableDef,
  value: unknown,
  path: string,
  issues: EngineIssue[],
): number | undefined {
  const problem = (code: string, message: string): undefined => {
    issues.push({ code, path, message });
    return undefined;
  };
  switch (variable.valueType) {
    case 'bool':
      if (typeof value === 'boolean') return value ? 1 : 0;
      if (value === 0 || value === 1) return value;
      return problem('invalid_value', `${variable.id} is true or false; got ${show(value)}`);
    case 'enum': {
      const code = typeof value === 'string' ? variable.enum?.codes[value] : undefined;
      if (code !== undefined) return code;
      return problem(
        'invalid_value',
        `${variable.id} is one of ${variable.enum?.names.join(', ')}; got ${show(value)}`,
      );
    }
    default: {
      if (typeof value === 'boolean') return value ? 1 : 0;
      if (typeof value !== 'number' || !Number.isFinite(value))
        return problem(
          'invalid_value',
          `${variable.id} is a finite number; got ${show(value)}${typeof value === 'number' ? ' (numbers past ±1.8e308 are not finite)' : ''}`,
        );
      if (variable.valueType === 'int' && !Number.isInteger(value))
        return problem(
          'invalid_value',
          `${variable.id} is a whole number; got ${value}, give e.g. ${Math.trunc(value)}`,
        );
      const min = Math.max(
        variable.min ?? -Infinity,
        variable.valueType === 'int' ? INT_RANGE.min : -Infinity,
      );
      const max = Math.min(
        variable.max ?? Infinity,
        variable.valueType === 'int' ? INT_RANGE.max : Infinity,
      );
      if (value < min || value > max) {
        const bound = value < min ? `at least ${min}` : `at most ${max}`;
        return problem('value_out_of_range', `${variable.id} must be ${bound}; got ${value}`);
      }
      return value;
    }
  }
}

function createBatchBuilder(system: TaxSystem, allowAxes: boolean): BatchBuilder {
  const groups = system.entities.filter((e) => !e.isPerson);
  return {
    system,
    issues: [],
    counts: Object.fromEntries(system.entities.map((e) => [e.key, 0])),
    memberships: Object.fromEntries(groups.map((e) => [e.key, []])),
    roles: Object.fromEntries(groups.map((e) => [e.key, []])),
    pending: [],
    layouts: [],
    spans: [],
    years: new Map(),
    allowAxes,
  };
}

/**
 * Flags sections that are not entities of the system; reads PolicyEngine's `axes` where the
 * batch expands them, else flags them.
 */
function checkSections(b: BatchBuilder, st: SituationState): AxesPlan | undefined {
  let plan: AxesPlan | undefined;
  for (const key of Object.keys(st.raw)) {
    if (key === 'axes' && b.allowAxes)
      plan = readAxes(b.system, st.raw[key], `${st.at}axes`, b.issues);
    else if (key === 'axes')
      b.issues.push({
        code: 'unsupported_axes',
        path: `${st.at}axes`,
        message: 'axes are not supported; send one situation per point',
      });
    else if (!b.system.entities.some((e) => e.plural === key))
      b.issues.push({
        code: 'unknown_entity',
        path: `${st.at}${key}`,
        message: `expected one of ${b.system.entities.map((e) => e.plural).join(', ')}`,
      });
  }
  return plan;
}

/** Gives each person a row; false when the situation has nobody. */
function readPeople(b: BatchBuilder, st: SituationState): boolean {
  const person = b.system.personEntity;
  const people = st.raw[person.plural];
  if (!isRecord(people) || Object.keys(people).length === 0) {
    b.issues.push({
      code: 'missing_people',
      path: `${st.at}${person.plural}`,
      message: `a situation needs at least one person, e.g. "${person.plural}": {"you": {}}`,
    });
    return false;
  }
  st.personBase = b.counts[person.key]!;
  const rows = st.rows[person.key]!;
  for (const name of Object.keys(people)) rows.set(name, st.personBase + rows.size);
  b.counts[person.key] = st.personBase + rows.size;
  return true;
}

/** The member lists a group may carry: `members`, then each role's plural (once each). */
function memberLists(entity: EntityDef): { key: string; index: number; role?: RoleDef }[] {
  const lists: { key: string; index: number; role?: RoleDef }[] = [{ key: 'members', index: 0 }];
  entity.roles.forEach((role, index) => {
    if (role.plural === 'members') lists[0] = { key: 'members', index };
    else lists.push({ key: role.plural, index, role });
  });
  return lists;
}

/** Reads one group entity's section: each person's group and role, and role holders. */
function readGroups(b: BatchBuilder, st: SituationState, entity: EntityDef): void {
  const person = b.system.personEntity;
  const section = st.raw[entity.plural];
  const base = b.counts[entity.key]!;
  const rows = st.rows[entity.key]!;
  const people = st.rows[person.key]!;
  const membership = new Array<number>(people.size).fill(-1);
  const role = new Array<number>(people.size).fill(0);
  const where = `${st.at}${entity.plural}`;
  if (section === undefined) {
    rows.set(entity.key, base);
    membership.fill(base);
    st.implicitGroups.push(entity.key);
  } else if (!isRecord(section)) {
    b.issues.push({
      code: 'invalid_situation',
      path: where,
      message: 'expected an object of named groups',
    });
    return;
  } else {
    const assigned = new Map<string, string>();
    for (const [groupName, group] of Object.entries(section)) {
      const groupRow = base + rows.size;
      rows.set(groupName, groupRow);
      if (!isRecord(group)) {
        b.issues.push({
          code: 'invalid_situation',
          path: `${where}.${groupName}`,
          message: 'expected an object with a members list',
        });
        continue;
      }
      let any = false;
      for (const list of memberLists(entity)) {
        const names = group[list.key];
        if (names === undefined) continue;
        any = true;
        const path = `${where}.${groupName}.${list.key}`;
        if (!Array.isArray(names)) {
          b.issues.push({
            code: 'invalid_situation',
            path,
            message: 'expected a list of person names',
          });
          continue;
        }
        const roleVariable = list.role?.variable
          ? b.system.variable(list.role.variable)
          : undefined;
        if (list.role && !roleVariable) {
          b.issues.push({
            code: 'unsupported_role',
            path,
            message: `this model does not read ${list.role.plural} of ${entity.plural}; list these people under members`,
          });
        }
        for (const member of names) {
          if (typeof member !== 'string') {
            b.issues.push({
              code: 'invalid_situation',
              path,
              message: `a member is ${show(member)}; list each person by name, as a string`,
            });
            continue;
          }
          const p = people.get(member);
          if (p === undefined) {
            b.issues.push({
              code: 'unknown_person',
              path,
              message: `${show(member)} is not in ${person.plural}; add them there or fix the name`,
            });
            continue;
          }
          const previous = assigned.get(member);
          if (previous !== undefined && previous !== groupName) {
            b.issues.push({
              code: 'person_in_two_groups',
              path,
              message: `${member} is already in ${entity.plural}.${previous}; a person belongs to one ${entity.label}`,
            });
            continue;
          }
          assigned.set(member, groupName);
          membership[p - st.personBase] = groupRow;
          if (list.role) role[p - st.personBase] = list.index;
          if (roleVariable) {
            let byGroup = st.roleHolders.get(roleVariable);
            if (!byGroup) st.roleHolders.set(roleVariable, (byGroup = new Map()));
            let holders = byGroup.get(groupRow);
            if (!holders) byGroup.set(groupRow, (holders = new Set()));
            holders.add(p);
          }
        }
      }
      if (!any)
        b.issues.push({
          code: 'missing_members',
          path: `${where}.${groupName}`,
          message: 'a group needs a members list, e.g. "members": ["you"]',
        });
    }
    for (const [name, p] of people) {
      if (membership[p - st.personBase] === -1)
        b.issues.push({
          code: 'person_without_group',
          path: where,
          message: `${name} belongs to no ${entity.label}; add them to one group's members`,
        });
    }
  }
  b.counts[entity.key] = base + rows.size;
  b.memberships[entity.key]!.push(...membership);
  b.roles[entity.key]!.push(...role);
}

/** The message for a period of the wrong length for a variable. */
function periodHint(variable: VariableDef, period: Period): string {
  const year = period.start.slice(0, 4);
  return variable.period === 'month'
    ? `${variable.id} is defined per month; give a month such as ${year}-01, or a year (spread over its months)`
    : `${variable.id} is defined per year; give a year such as ${year}`;
}

/** Reads the `{variable: {period: value}}` entries of every instance: inputs and requests. */
function readValues(b: BatchBuilder, st: SituationState): void {
  for (const entity of b.system.entities) {
    const section = st.raw[entity.plural];
    if (!isRecord(section)) continue;
    for (const [name, instance] of Object.entries(section)) {
      if (!isRecord(instance)) continue;
      const row = st.rows[entity.key]!.get(name)!;
      for (const [key, byPeriod] of Object.entries(instance)) {
        if (key === 'members' || entity.roles.some((r) => r.plural === key)) continue;
        readVariable(b, st, entity, name, row, key, byPeriod);
      }
    }
  }
}

function readVariable(
  b: BatchBuilder,
  st: SituationState,
  entity: EntityDef,
  name: string,
  row: number,
  key: string,
  byPeriod: unknown,
): void {
  const path = `${st.at}${entity.plural}.${name}.${key}`;
  const variable = b.system.variables.get(key);
  if (!variable) {
    const isList = Array.isArray(byPeriod) && !entity.isPerson;
    b.issues.push(
      isList
        ? {
            code: 'unknown_role',
            path,
            message: `${entity.plural} have no role ${key}; use members${
              entity.roles.length
                ? ` or ${entity.roles
                    .map((r) => r.plural)
                    .filter((r) => r !== 'members')
                    .join(', ')}`
                : ''
            }`,
          }
        : {
            code: 'unknown_variable',
            path,
            message: `no variable ${key} in ${b.system.id}${didYouMean(key, b.system.variables.keys())} (\`fiscus variables --search WORD\` lists them)`,
          },
    );
    return;
  }
  if (variable.entity !== entity.key) {
    const home = b.system.entity(variable.entity);
    b.issues.push({
      code: 'variable_on_wrong_entity',
      path,
      message: `${key} belongs to ${home?.plural ?? variable.entity}, not ${entity.plural}; move it there`,
    });
    return;
  }
  if (!isRecord(byPeriod)) {
    b.issues.push({
      code: 'invalid_value',
      path,
      message: `expected {"<period>": value}, e.g. {"2025": ${typeof byPeriod === 'number' || typeof byPeriod === 'boolean' || typeof byPeriod === 'string' ? show(byPeriod) : 'value'}}`,
    });
    return;
  }
  for (const [periodText, value] of Object.entries(byPeriod)) {
    const at = `${path}.${periodText}`;
    let period: Period;
    try {
      period = parsePeriod(periodText);
    } catch (error) {
      b.issues.push({
        code: 'invalid_policy_period',
        path: at,
        message: error instanceof Error ? error.message : String(error),
      });
      continue;
    }
    if (
      variable.period !== 'eternity' &&
      period.unit !== 'year' &&
      period.unit !== variable.period
    ) {
      b.issues.push({ code: 'invalid_period', path: at, message: periodHint(variable, period) });
      continue;
    }
    if (period.unit !== 'eternity') {
      const year = period.start.slice(0, 4);
      st.years.set(year, (st.years.get(year) ?? 0) + 1);
    }
    if (value === null) {
      st.requested.push({ entity: entity.key, name, variable: key, period: period.key });
      continue;
    }
    const encoded = encodeValue(variable, value, at, b.issues);
    if (encoded !== undefined) b.pending.push({ variable, period, row, value: encoded });
  }
}

/** The most common year of a count (the earliest on a tie). */
function commonYear(years: ReadonlyMap<string, number>): string | undefined {
  return [...years.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
}

/**
 * Turns role lists into inputs of the roles' variables, for every year the situation names:
 * true for the people listed, false for the other members of their group.
 */
function applyRoles(b: BatchBuilder, st: SituationState, entities: readonly EntityDef[]): void {
  if (st.roleHolders.size === 0) return;
  const years = [...st.years.keys()];
  if (years.length === 0) {
    b.issues.push({
      code: 'missing_period',
      path: `${st.at}$`,
      message: 'roles are given but no period is: add an input or a request with a year',
    });
    return;
  }
  const people = [...st.rows[b.system.personEntity.key]!.values()];
  for (const [variable, byGroup] of st.roleHolders) {
    const entity = entities.find((e) => e.roles.some((r) => r.variable === variable.id))!;
    const membership = b.memberships[entity.key]!;
    for (const year of years) {
      const period =
        variable.period === 'eternity' ? parsePeriod('eternity') : yearPeriod(Number(year));
      for (const p of people) {
        const holders = byGroup.get(membership[p]!);
        if (holders) b.pending.push({ variable, period, row: p, value: holders.has(p) ? 1 : 0 });
      }
    }
  }
}

/** Reads one situation into the batch. */
function readSituation(b: BatchBuilder, raw: unknown, at: string): void {
  if (!isRecord(raw)) {
    b.issues.push({
      code: 'invalid_situation',
      path: `${at}$`,
      message: 'a situation is a JSON object',
    });
    return;
  }
  const entities = b.system.entities;
  const st: SituationState = {
    raw,
    at,
    rows: Object.fromEntries(entities.map((e) => [e.key, new Map()])),
    requested: [],
    implicitGroups: [],
    years: new Map(),
    roleHolders: new Map(),
    personBase: 0,
  };
  const plan = checkSections(b, st);
  const start = { counts: { ...b.counts }, pending: b.pending.length };
  if (!readPeople(b, st)) return;
  for (const entity of entities) if (!entity.isPerson) readGroups(b, st, entity);
  readValues(b, st);
  applyRoles(b, st, entities);
  // An axis's own period counts towards the situation's, as an input's does.
  for (const axis of plan?.dimensions.flat() ?? []) {
    const period = axisPeriod(axis, undefined);
    if (period === undefined || period.unit === 'eternity') continue;
    const year = period.start.slice(0, 4);
    st.years.set(year, (st.years.get(year) ?? 0) + 1);
  }
  for (const [year, n] of st.years) b.years.set(year, (b.years.get(year) ?? 0) + n);
  const layout: SituationLayout = {
    rows: st.rows,
    requested: st.requested,
    implicitGroups: st.implicitGroups,
    defaultPeriod: commonYear(st.years),
  };
  const first = b.layouts.length;
  if (plan === undefined || b.issues.length > 0) {
    b.layouts.push(layout);
    b.spans.push({ first, points: 1 });
    return;
  }
  b.layouts.push(...expandAxes(b, st, layout, plan, start));
  b.spans.push({ first, points: plan.points, axes: plan });
}

/** An axis resolved against one situation: its variable, period and the row it varies. */
interface ResolvedAxis {
  readonly variable: VariableDef;
  readonly period: Period;
  readonly row: number;
}

/** Each axis's variable, period and row in the situation read; undefined (with issues) if one is not. */
function resolveAxes(
  b: BatchBuilder,
  st: SituationState,
  plan: AxesPlan,
  fallback: string | undefined,
): ResolvedAxis[][] | undefined {
  const before = b.issues.length;
  const resolved = plan.dimensions.map((axes, d) =>
    axes.map((axis, a): ResolvedAxis => {
      const path = `${st.at}axes[${d}][${a}]`;
      const variable = b.system.variable(axis.name);
      const entity = b.system.entity(variable.entity)!;
      const rows = [...st.rows[entity.key]!.values()];
      const row = rows[axis.index];
      if (row === undefined)
        b.issues.push({
          code: 'invalid_axes',
          path: `${path}.index`,
          message: `${entity.plural} has ${rows.length} instance${rows.length === 1 ? '' : 's'}; index ${axis.index} is past them (it counts from 0)`,
        });
      const period = axisPeriod(axis, fallback);
      if (period === undefined)
        b.issues.push({
          code: 'missing_period',
          path: `${path}.period`,
          message: 'no period: give the axis a period, or the situation an input with a year',
        });
      else if (
        variable.period !== 'eternity' &&
        period.unit !== 'year' &&
        period.unit !== variable.period
      )
        b.issues.push({
          code: 'invalid_period',
          path: `${path}.period`,
          message: periodHint(variable, period),
        });
      // The values are evenly spaced: checking both ends checks them all.
      for (const end of [axis.min, axis.max])
        encodeValue(
          variable,
          axisValue({ ...axis, count: 1, min: end }, 0, variable),
          path,
          b.issues,
        );
      return { variable, period: period!, row: row ?? 0 };
    }),
  );
  return b.issues.length > before ? undefined : resolved;
}

/**
 * Copies the situation just read once per point of its axes (people, groups, roles and inputs,
 * each copy on rows of its own) and sets each copy's axis values: one layout per point.
 */
function expandAxes(
  b: BatchBuilder,
  st: SituationState,
  layout: SituationLayout,
  plan: AxesPlan,
  start: { readonly counts: Readonly<Record<string, number>>; readonly pending: number },
): SituationLayout[] {
  const resolved = resolveAxes(b, st, plan, layout.defaultPeriod);
  if (resolved === undefined) return [layout];
  const entities = b.system.entities;
  const size: Record<string, number> = Object.fromEntries(
    entities.map((e) => [e.key, b.counts[e.key]! - start.counts[e.key]!]),
  );
  const people = size[b.system.personEntity.key]!;
  const pending = b.pending.slice(start.pending);
  const groups = entities.filter((e) => !e.isPerson);
  const membership = groups.map((e) => b.memberships[e.key]!.slice(-people));
  const roles = groups.map((e) => b.roles[e.key]!.slice(-people));
  for (let k = 1; k < plan.points; k += 1) {
    groups.forEach((e, g) => {
      const offset = k * size[e.key]!;
      const out = b.memberships[e.key]!;
      for (const m of membership[g]!) out.push(m + offset);
      b.roles[e.key]!.push(...roles[g]!);
    });
    for (const v of pending) b.pending.push({ ...v, row: v.row + k * size[v.variable.entity]! });
  }
  for (const e of entities) b.counts[e.key] = start.counts[e.key]! + plan.points * size[e.key]!;
  for (let k = 0; k < plan.points; k += 1) {
    const at = axisCoordinates(plan, k);
    plan.dimensions.forEach((axes, d) =>
      axes.forEach((axis, a) => {
        const { variable, period, row } = resolved[d]![a]!;
        const value = axisValue(axis, at[d]!, variable);
        b.pending.push({ variable, period, row: row + k * size[variable.entity]!, value });
      }),
    );
  }
  return Array.from({ length: plan.points }, (_, k) => ({
    ...layout,
    rows: Object.fromEntries(
      Object.entries(layout.rows).map(([key, rows]) => [
        key,
        k === 0 ? rows : new Map([...rows].map(([name, row]) => [name, row + k * size[key]!])),
      ]),
    ),
  }));
}

/** The population and input columns of a batch read without problems. */
function buildBatch(b: BatchBuilder): SituationBatch {
  const { system } = b;
  const groups: Record<string, GroupMembership> = {};
  for (const entity of system.entities) {
    if (entity.isPerson) continue;
    groups[entity.key] = {
      count: b.counts[entity.key]!,
      membership: Int32Array.from(b.memberships[entity.key]!),
      roles: Uint8Array.from(b.roles[entity.key]!),
    };
  }
  const population = createPopulation(system.entities, b.counts[system.personEntity.key]!, groups);
  const inputs = new Map<string, Map<string, { values: Column; mask: Uint8Array }>>();
  for (const v of b.pending) {
    let byPeriod = inputs.get(v.variable.id);
    if (!byPeriod) inputs.set(v.variable.id, (byPeriod = new Map()));
    const key = v.variable.period === 'eternity' ? 'eternity' : v.period.key;
    let column = byPeriod.get(key);
    if (!column) {
      const size = population.count(v.variable.entity);
      const values = allocateColumn(v.variable, size);
      if (v.variable.default !== 0) values.fill(v.variable.default);
      column = { values, mask: new Uint8Array(size) };
      byPeriod.set(key, column);
    }
    column.values[v.row] = v.value;
    column.mask[v.row] = 1;
  }
  return {
    population,
    layouts: b.layouts,
    spans: b.spans,
    inputs,
    defaultPeriod: commonYear(b.years),
  };
}

/** Every issue once, in the order found. */
function distinct(issues: readonly EngineIssue[]): EngineIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const key = `${i.code}\u0000${i.path}\u0000${i.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Reads situation documents into one population with inputs, in named steps per situation:
 * sections, people, groups (with roles), values, role inputs. Every problem — an unknown entity,
 * variable or role, a variable on the wrong entity, a bad period, a value of the wrong type or out
 * of range, a person in two groups or in none — is reported at once, once each, in a
 * {@link SituationError} naming the field and the fix.
 */
export function parseSituations(
  system: TaxSystem,
  situations: readonly unknown[],
  options: SituationReadOptions = {},
): SituationBatch {
  const builder = createBatchBuilder(system, options.axes === true);
  situations.forEach((raw, s) =>
    readSituation(builder, raw, situations.length > 1 ? `[${s}].` : ''),
  );
  if (builder.issues.length > 0) throw new SituationError(distinct(builder.issues));
  return buildBatch(builder);
}
/** A simulation over a batch of situations, with their inputs set. */
export function simulateSituations(
  system: TaxSystem,
  situations: readonly unknown[],
  trace?: TraceObserver,
  options: SituationReadOptions = {},
): { simulation: Simulation; batch: SituationBatch } {
  const batch = parseSituations(system, situations, options);
  const simulation = new Simulation({ system, population: batch.population, trace });
  for (const [id, byPeriod] of batch.inputs) {
    for (const [period, { values, mask }] of byPeriod) {
      const full = mask.every((m) => m === 1);
      simulation.setInput(id, period, values, full ? undefined : mask);
    }
  }
  return { simulation, batch };
}

function decodeValue(variable: VariableDef, value: number): number | boolean | string {
  if (variable.valueType === 'bool') return value !== 0;
  if (variable.valueType === 'enum') return variable.enum?.names[value] ?? value;
  return value;
}

/**
 * The situation document `index` of the batch with computed values filled in: every variable
 * asked for with `null`, plus `variables` for `period` — by default this situation's own period
 * ({@link SituationLayout.defaultPeriod}), so each situation of a batch is answered at its year —
 * placed on each instance of its entity. A situation with axes gets, as PolicyEngine's household
 * API gives, a list of values per instance: one per point, in the order of its axes' grid.
 */
export function fillSituation(
  simulation: Simulation,
  batch: SituationBatch,
  index: number,
  situation: Situation,
  variables: readonly string[] = [],
  period?: string,
): Situation {
  const span = batch.spans[index]!;
  const layout = batch.layouts[span.first]!;
  const points = batch.layouts.slice(span.first, span.first + span.points);
  const out: Situation = JSON.parse(JSON.stringify(situation)) as Situation;
  const system = simulation.system;
  const place = (
    entity: EntityDef,
    name: string,
    variable: VariableDef,
    periodKey: string,
  ): void => {
    const values = simulation.calculate(variable.id, periodKey);
    const at = points.map((l) => decodeValue(variable, values[l.rows[entity.key]!.get(name)!]!));
    const section = (out[entity.plural] ??= {});
    const instance = (section[name] ??= layout.implicitGroups.includes(entity.key)
      ? { members: [...layout.rows[system.personEntity.key]!.keys()] }
      : {});
    const byPeriod = (instance[variable.id] ??= {}) as Record<string, unknown>;
    byPeriod[periodKey] = span.axes === undefined ? at[0] : at;
  };
  for (const r of layout.requested)
    place(system.entity(r.entity)!, r.name, system.variable(r.variable), r.period);
  const p = period ?? layout.defaultPeriod;
  if (variables.length > 0 && p === undefined)
    throw new SituationError([
      {
        code: 'missing_period',
        path: 'period',
        message: 'no period given and none can be read from the inputs',
      },
    ]);
  for (const id of variables) {
    const variable = system.variable(id);
    const entity = system.entity(variable.entity)!;
    for (const name of layout.rows[entity.key]!.keys()) place(entity, name, variable, p!);
  }
  return out;
}
