import type { EntityDef } from './entity.js';
import { SituationError, type EngineIssue } from './errors.js';
import { parsePeriod, type Period } from './period.js';
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
}

/** One or more situations as one population, with their inputs. */
export interface SituationBatch {
  readonly population: Population;
  readonly layouts: readonly SituationLayout[];
  /** Input columns by variable id and period key. */
  readonly inputs: ReadonlyMap<string, ReadonlyMap<string, { values: Column; mask: Uint8Array }>>;
  /** The most common year among the inputs, the default period of outputs. */
  readonly defaultPeriod: string | undefined;
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  x !== null && typeof x === 'object' && !Array.isArray(x);

interface PendingValue {
  readonly variable: VariableDef;
  readonly period: Period;
  readonly row: number;
  readonly value: number;
}

function encodeValue(
  variable: VariableDef,
  value: unknown,
  path: string,
  issues: EngineIssue[],
): number | undefined {
  switch (variable.valueType) {
    case 'bool':
      if (typeof value === 'boolean') return value ? 1 : 0;
      if (value === 0 || value === 1) return value;
      break;
    case 'enum': {
      const code = typeof value === 'string' ? variable.enum?.codes[value] : undefined;
      if (code !== undefined) return code;
      issues.push({
        code: 'invalid_value',
        path,
        message: `expected one of ${variable.enum?.names.join(', ')}; got ${JSON.stringify(value)}`,
      });
      return undefined;
    }
    default:
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      if (typeof value === 'boolean') return value ? 1 : 0;
  }
  issues.push({
    code: 'invalid_value',
    path,
    message: `expected a ${variable.valueType === 'bool' ? 'boolean' : 'finite number'}; got ${JSON.stringify(value)}`,
  });
  return undefined;
}

/**
 * Reads situation documents into one population with inputs. Every problem — an unknown entity or
 * variable, a variable on the wrong entity, a bad period or value, a person in two groups or in
 * none — is reported at once in a {@link SituationError} naming the field.
 */
export function parseSituations(system: TaxSystem, situations: readonly unknown[]): SituationBatch {
  const issues: EngineIssue[] = [];
  const entities = system.entities;
  const person = system.personEntity;
  const groupEntities = entities.filter((e) => !e.isPerson);
  const counts: Record<string, number> = Object.fromEntries(entities.map((e) => [e.key, 0]));
  const memberships: Record<string, number[]> = Object.fromEntries(
    groupEntities.map((e) => [e.key, []]),
  );
  const roles: Record<string, number[]> = Object.fromEntries(groupEntities.map((e) => [e.key, []]));
  const pending: PendingValue[] = [];
  const layouts: SituationLayout[] = [];
  const years = new Map<string, number>();

  situations.forEach((raw, s) => {
    const at = situations.length > 1 ? `[${s}].` : '';
    const rows: Record<string, Map<string, number>> = Object.fromEntries(
      entities.map((e) => [e.key, new Map()]),
    );
    const requested: { entity: string; name: string; variable: string; period: string }[] = [];
    const implicitGroups: string[] = [];
    if (!isRecord(raw)) {
      issues.push({
        code: 'invalid_situation',
        path: `${at}$`,
        message: 'a situation is a JSON object',
      });
      return;
    }
    for (const key of Object.keys(raw)) {
      if (key === 'axes')
        issues.push({
          code: 'unsupported_axes',
          path: `${at}axes`,
          message: 'axes are not supported; send one situation per point',
        });
      else if (!entities.some((e) => e.plural === key)) {
        issues.push({
          code: 'unknown_entity',
          path: `${at}${key}`,
          message: `expected one of ${entities.map((e) => e.plural).join(', ')}`,
        });
      }
    }
    const peopleRaw = raw[person.plural];
    if (!isRecord(peopleRaw) || Object.keys(peopleRaw).length === 0) {
      issues.push({
        code: 'missing_people',
        path: `${at}${person.plural}`,
        message: 'a situation needs at least one person',
      });
      return;
    }
    const personBase = counts[person.key]!;
    for (const name of Object.keys(peopleRaw))
      rows[person.key]!.set(name, personBase + rows[person.key]!.size);
    const nPeople = rows[person.key]!.size;
    counts[person.key] = personBase + nPeople;

    for (const entity of groupEntities) {
      const section = raw[entity.plural];
      const base = counts[entity.key]!;
      const assigned = new Map<string, string>();
      const membership = new Array<number>(nPeople).fill(-1);
      const role = new Array<number>(nPeople).fill(0);
      if (section === undefined) {
        rows[entity.key]!.set(entity.key, base);
        membership.fill(base);
        implicitGroups.push(entity.key);
      } else if (!isRecord(section)) {
        issues.push({
          code: 'invalid_situation',
          path: `${at}${entity.plural}`,
          message: 'expected an object of named groups',
        });
        continue;
      } else {
        for (const [groupName, group] of Object.entries(section)) {
          const groupRow = base + rows[entity.key]!.size;
          rows[entity.key]!.set(groupName, groupRow);
          if (!isRecord(group)) {
            issues.push({
              code: 'invalid_situation',
              path: `${at}${entity.plural}.${groupName}`,
              message: 'expected an object with members',
            });
            continue;
          }
          const lists: [string, number][] = [
            ['members', 0],
            ...entity.roles.map((r, i): [string, number] => [r.plural, i]),
          ];
          let any = false;
          for (const [listKey, roleIndex] of lists) {
            const list = group[listKey];
            if (list === undefined) continue;
            any = true;
            if (!Array.isArray(list)) {
              issues.push({
                code: 'invalid_situation',
                path: `${at}${entity.plural}.${groupName}.${listKey}`,
                message: 'expected a list of person names',
              });
              continue;
            }
            for (const member of list) {
              const p = rows[person.key]!.get(String(member));
              const path = `${at}${entity.plural}.${groupName}.${listKey}`;
              if (p === undefined) {
                issues.push({
                  code: 'unknown_person',
                  path,
                  message: `${JSON.stringify(member)} is not in ${person.plural}`,
                });
                continue;
              }
              const previous = assigned.get(String(member));
              if (previous !== undefined && previous === groupName) continue;
              if (previous !== undefined) {
                issues.push({
                  code: 'person_in_two_groups',
                  path,
                  message: `${member} is already in ${entity.plural}.${previous}; a person belongs to one ${entity.label}`,
                });
                continue;
              }
              assigned.set(String(member), groupName);
              membership[p - personBase] = groupRow;
              role[p - personBase] = roleIndex;
            }
          }
          if (!any)
            issues.push({
              code: 'missing_members',
              path: `${at}${entity.plural}.${groupName}`,
              message: 'a group needs a members list',
            });
        }
        for (const [name, p] of rows[person.key]!) {
          if (membership[p - personBase] === -1) {
            issues.push({
              code: 'person_without_group',
              path: `${at}${entity.plural}`,
              message: `${name} belongs to no ${entity.label}; add them to one group's members`,
            });
          }
        }
      }
      counts[entity.key] = base + rows[entity.key]!.size;
      memberships[entity.key]!.push(...membership);
      roles[entity.key]!.push(...role);
    }

    for (const entity of entities) {
      const section = raw[entity.plural];
      if (!isRecord(section)) continue;
      for (const [name, instance] of Object.entries(section)) {
        if (!isRecord(instance)) continue;
        const row = rows[entity.key]!.get(name)!;
        for (const [key, byPeriod] of Object.entries(instance)) {
          if (key === 'members' || entity.roles.some((r) => r.plural === key)) continue;
          const path = `${at}${entity.plural}.${name}.${key}`;
          const variable = system.variables.get(key);
          if (!variable) {
            issues.push({
              code: 'unknown_variable',
              path,
              message: `no variable ${key} in ${system.id}; check the id`,
            });
            continue;
          }
          if (variable.entity !== entity.key) {
            const home = system.entity(variable.entity);
            issues.push({
              code: 'variable_on_wrong_entity',
              path,
              message: `${key} belongs to ${home?.plural ?? variable.entity}, not ${entity.plural}`,
            });
            continue;
          }
          if (!isRecord(byPeriod)) {
            issues.push({
              code: 'invalid_value',
              path,
              message: 'expected {"<period>": value}, e.g. {"2025": 30000}',
            });
            continue;
          }
          for (const [periodText, value] of Object.entries(byPeriod)) {
            let period: Period;
            try {
              period = parsePeriod(periodText);
            } catch (error) {
              issues.push({
                code: 'invalid_policy_period',
                path: `${path}.${periodText}`,
                message: error instanceof Error ? error.message : String(error),
              });
              continue;
            }
            if (
              variable.period !== 'eternity' &&
              period.unit !== 'year' &&
              period.unit !== variable.period
            ) {
              issues.push({
                code: 'invalid_period',
                path: `${path}.${periodText}`,
                message: `${key} is defined per ${variable.period}; use a year or a ${variable.period}`,
              });
              continue;
            }
            const yearKey = period.start.slice(0, 4);
            years.set(yearKey, (years.get(yearKey) ?? 0) + 1);
            if (value === null) {
              requested.push({ entity: entity.key, name, variable: key, period: period.key });
              continue;
            }
            const encoded = encodeValue(variable, value, `${path}.${periodText}`, issues);
            if (encoded !== undefined) pending.push({ variable, period, row, value: encoded });
          }
        }
      }
    }
    layouts.push({ rows, requested, implicitGroups });
  });

  if (issues.length > 0) throw new SituationError(issues);
  const groups: Record<string, GroupMembership> = {};
  for (const entity of groupEntities) {
    groups[entity.key] = {
      count: counts[entity.key]!,
      membership: Int32Array.from(memberships[entity.key]!),
      roles: Uint8Array.from(roles[entity.key]!),
    };
  }
  const population = createPopulation(entities, counts[person.key]!, groups);
  const inputs = new Map<string, Map<string, { values: Column; mask: Uint8Array }>>();
  for (const v of pending) {
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
  const defaultPeriod = [...years.entries()].sort(
    (a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1),
  )[0]?.[0];
  return { population, layouts, inputs, defaultPeriod };
}

/** A simulation over a batch of situations, with their inputs set. */
export function simulateSituations(
  system: TaxSystem,
  situations: readonly unknown[],
  trace?: TraceObserver,
): { simulation: Simulation; batch: SituationBatch } {
  const batch = parseSituations(system, situations);
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
 * The situation document with computed values filled in: every variable asked for with `null`,
 * plus `variables` for `period`, placed on each instance of its entity.
 */
export function fillSituation(
  simulation: Simulation,
  batch: SituationBatch,
  index: number,
  situation: Situation,
  variables: readonly string[] = [],
  period?: string,
): Situation {
  const layout = batch.layouts[index]!;
  const out: Situation = JSON.parse(JSON.stringify(situation)) as Situation;
  const system = simulation.system;
  const place = (
    entity: EntityDef,
    name: string,
    variable: VariableDef,
    periodKey: string,
  ): void => {
    const values = simulation.calculate(variable.id, periodKey);
    const row = layout.rows[entity.key]!.get(name)!;
    const section = (out[entity.plural] ??= {});
    const instance = (section[name] ??= layout.implicitGroups.includes(entity.key)
      ? { members: [...layout.rows[system.personEntity.key]!.keys()] }
      : {});
    const byPeriod = (instance[variable.id] ??= {}) as Record<string, unknown>;
    byPeriod[periodKey] = decodeValue(variable, values[row]!);
  };
  for (const r of layout.requested)
    place(system.entity(r.entity)!, r.name, system.variable(r.variable), r.period);
  const p = period ?? batch.defaultPeriod;
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
