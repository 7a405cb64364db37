import { parsePeriodText } from '../period/index.js';
import { EngineError } from './errors.js';
import type { ParameterReform } from './parameters/parameter-reform.js';
import { parsePeriod, type Period } from './period.js';
import { simulateSituations, type Situation, type SituationLayout } from './situation.js';
import type { TaxSystem } from './tax-system.js';
import type { VariableDef } from './variable.js';

/**
 * A model test case in PolicyEngine's YAML format: `period`, `input` (flat `{variable: value}` for
 * one person, or entity sections; values with or without a period; parameter paths — keys with a
 * dot — applied as a reform), `output` (by variable, or by entity section and instance; values or
 * `{period: value}`), optional `reforms` and error margins.
 */
export interface YamlCase {
  readonly name?: string;
  readonly period: string | number;
  /** Largest absolute difference allowed. Without either margin: PolicyEngine's 0.001. */
  readonly absolute_error_margin?: number;
  /** Largest difference relative to the expected value. When both are given, both must hold. */
  readonly relative_error_margin?: number;
  readonly input: Record<string, unknown>;
  readonly output: Record<string, unknown>;
  readonly reforms?: ParameterReform | readonly ParameterReform[];
}

/** The result of one checked output of a case. */
export interface YamlCheck {
  readonly variable: string;
  /** The entity instance checked (`people.a`), when the output names one. */
  readonly instance?: string;
  /** The period checked. */
  readonly period: string;
  readonly expected: unknown;
  readonly actual: unknown;
  readonly ok: boolean;
}

/** PolicyEngine's error margin when a case gives none (policyengine-core `assert_near`). */
const DEFAULT_ABSOLUTE_ERROR_MARGIN = 1e-3;

/**
 * The period PolicyEngine gives inline parameter inputs of a case (`input: {gov.x.y: 1}`):
 * `year:2000:40`, i.e. 2000–2039.
 */
const INLINE_PARAMETER_PERIOD = 'year:2000:40';

const isRecord = (x: unknown): x is Record<string, unknown> =>
  x !== null && typeof x === 'object' && !Array.isArray(x);
const isPeriodMap = (x: unknown): x is Record<string, unknown> =>
  isRecord(x) && Object.keys(x).length > 0 && Object.keys(x).every((k) => parsePeriodText(k).ok);
const isParameterPath = (key: string): boolean => key.includes('.');

/**
 * The value of an arithmetic string (`100 * 12`, `-(1 + 2) / 4`, `2_500`): numbers, `+ - * /`,
 * parentheses and unary minus — nothing else is evaluated. Undefined when the text is not such an
 * expression or its value is not finite.
 */
export function evaluateArithmetic(text: string): number | undefined {
  const tokens = text.match(/\d[\d_]*(?:\.\d+)?(?:e[+-]?\d+)?|\.\d+|[-+*/()]|\S/gi) ?? [];
  let i = 0;
  const fail = Symbol('fail');
  const primary = (): number => {
    const t = tokens[i++];
    if (t === '(') {
      const v = sum();
      if (tokens[i++] !== ')') throw fail;
      return v;
    }
    if (t === '-') return -primary();
    if (t === '+') return primary();
    if (t === undefined || !/^(\d|\.\d)/.test(t) || /_$|__/.test(t)) throw fail;
    return Number(t.replace(/_/g, ''));
  };
  const product = (): number => {
    let v = primary();
    while (tokens[i] === '*' || tokens[i] === '/') {
      const op = tokens[i++];
      if (tokens[i] === '*' || tokens[i] === '/') throw fail;
      const r = primary();
      v = op === '*' ? v * r : v / r;
    }
    return v;
  };
  const sum = (): number => {
    let v = product();
    while (tokens[i] === '+' || tokens[i] === '-') {
      const op = tokens[i++];
      const r = product();
      v = op === '+' ? v + r : v - r;
    }
    return v;
  };
  try {
    if (tokens.length === 0) return undefined;
    const value = sum();
    return i === tokens.length && Number.isFinite(value) ? value : undefined;
  } catch (error) {
    if (error === fail) return undefined;
    throw error;
  }
}

/** A numeric variable's value from an arithmetic string; anything else as given. */
function numeric(variable: VariableDef | undefined, value: unknown): unknown {
  if (typeof value !== 'string' || !variable) return value;
  if (variable.valueType !== 'float' && variable.valueType !== 'int') return value;
  return evaluateArithmetic(value) ?? value;
}

/**
 * The period a value given without one takes: the case's period, or its year for a yearly
 * variable in a month (or day) case, as PolicyEngine reads it.
 */
function periodFor(variable: VariableDef | undefined, period: Period): string {
  if (variable?.period === 'year' && period.unit !== 'year') return period.start.slice(0, 4);
  return period.key;
}

/** A situation value of a case input: `{period: value}`, arithmetic strings evaluated. */
function wrap(variable: VariableDef | undefined, value: unknown, period: Period): unknown {
  if (isPeriodMap(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, numeric(variable, v)]));
  return { [periodFor(variable, period)]: numeric(variable, value) };
}

/**
 * The reform a case carries: its `reforms`, then the parameter paths given under `input` (in force
 * over PolicyEngine's {@link INLINE_PARAMETER_PERIOD}).
 */
export function caseReforms(testCase: YamlCase): ParameterReform[] {
  const listed =
    testCase.reforms === undefined
      ? []
      : Array.isArray(testCase.reforms)
        ? (testCase.reforms as ParameterReform[])
        : [testCase.reforms as ParameterReform];
  const inline = Object.entries(testCase.input ?? {}).filter(([key]) => isParameterPath(key));
  if (inline.length === 0) return listed;
  return [
    ...listed,
    Object.fromEntries(
      inline.map(([path, value]) => [
        path,
        isPeriodMap(value) ? value : { [INLINE_PARAMETER_PERIOD]: value },
      ]),
    ) as ParameterReform,
  ];
}

/**
 * Turns a case's input into a situation: either flat `{variable: value}` (one person, one group of
 * each entity) or entity sections (`people`, `tax_units`…) whose values may omit the period.
 * Parameter paths are left out (see {@link caseReforms}).
 */
export function caseToSituation(system: TaxSystem, testCase: YamlCase): Situation {
  const period = parsePeriod(String(testCase.period));
  const sections = system.entities.map((e) => e.plural);
  const input = Object.fromEntries(
    Object.entries(testCase.input ?? {}).filter(([key]) => !isParameterPath(key)),
  );
  const situation: Situation = {};
  if (Object.keys(input).some((k) => sections.includes(k))) {
    for (const [plural, instances] of Object.entries(input)) {
      if (!isRecord(instances))
        throw new EngineError('invalid_test_case', `${plural} must map names to instances`);
      situation[plural] = {};
      for (const [name, instance] of Object.entries(instances)) {
        const out: Record<string, unknown> = {};
        for (const [key, value] of Object.entries((instance ?? {}) as Record<string, unknown>)) {
          out[key] =
            key === 'members' || Array.isArray(value)
              ? value
              : wrap(system.variables.get(key), value, period);
        }
        situation[plural]![name] = out;
      }
    }
    return situation;
  }
  const person = system.personEntity;
  situation[person.plural] = { person: {} };
  for (const entity of system.entities)
    if (!entity.isPerson) situation[entity.plural] = { [entity.key]: { members: ['person'] } };
  for (const [key, value] of Object.entries(input)) {
    const variable = system.variable(key);
    const entity = system.entity(variable.entity)!;
    const name = entity.isPerson ? 'person' : entity.key;
    situation[entity.plural]![name]![key] = wrap(variable, value, period);
  }
  return situation;
}

/** PolicyEngine's `assert_near`: every margin given must hold; none given means 0.001. */
function close(expected: unknown, actual: unknown, testCase: YamlCase): boolean {
  if (typeof expected === 'number' && typeof actual === 'number') {
    const abs = testCase.absolute_error_margin;
    const rel = testCase.relative_error_margin;
    const diff = Math.abs(expected - actual);
    const absolute = abs ?? (rel === undefined ? DEFAULT_ABSOLUTE_ERROR_MARGIN : undefined);
    // A tolerance of float noise, far below any margin a case gives.
    const noise = 1e-9 * Math.max(1, Math.abs(expected));
    return (
      (absolute === undefined || diff <= absolute + noise) &&
      (rel === undefined || diff <= Math.abs(rel * expected) + noise)
    );
  }
  if (typeof expected === 'boolean' && typeof actual === 'number')
    return (actual !== 0) === expected;
  return expected === actual;
}

/** The expected outputs of a case, one entry per variable, period and (optionally) instance. */
function expectations(
  system: TaxSystem,
  testCase: YamlCase,
): { variable: string; instance?: [string, string]; period: string; expected: unknown }[] {
  const period = parsePeriod(String(testCase.period)).key;
  const out: {
    variable: string;
    instance?: [string, string];
    period: string;
    expected: unknown;
  }[] = [];
  const byPeriod = (variable: string, value: unknown, instance?: [string, string]): void => {
    const entries = isPeriodMap(value) ? Object.entries(value) : [[period, value] as const];
    for (const [p, expected] of entries)
      out.push(
        instance ? { variable, instance, period: p, expected } : { variable, period: p, expected },
      );
  };
  for (const [key, value] of Object.entries(testCase.output ?? {})) {
    const entity = system.entities.find((e) => e.plural === key);
    if (entity && isRecord(value)) {
      for (const [name, values] of Object.entries(value)) {
        if (!isRecord(values))
          throw new EngineError(
            'invalid_test_case',
            `output ${key}.${name} must map variables to values`,
          );
        for (const [variable, v] of Object.entries(values)) byPeriod(variable, v, [key, name]);
      }
    } else byPeriod(key, value);
  }
  return out;
}

function decode(variable: VariableDef, v: number): unknown {
  return variable.valueType === 'enum'
    ? variable.enum?.names[v]
    : variable.valueType === 'bool'
      ? v !== 0
      : v;
}

/** The rows an expectation is checked on: one named instance, or every instance of the entity. */
function rowsOf(
  system: TaxSystem,
  layout: SituationLayout,
  variable: VariableDef,
  instance: [string, string] | undefined,
): number[] {
  const rows = layout.rows[variable.entity]!;
  if (!instance) return [...rows.values()];
  const entity = system.entity(instance[0])!;
  const row = rows.get(instance[1]);
  if (entity.key !== variable.entity || row === undefined)
    throw new EngineError(
      'invalid_test_case',
      `output ${instance.join('.')}.${variable.id}: no such ${entity.label} for this ${variable.entity} variable`,
    );
  return [row];
}

/** Runs one case: builds its situation, applies its reforms, checks every output. */
export function runYamlCase(baseSystem: TaxSystem, testCase: YamlCase): YamlCheck[] {
  let system = baseSystem;
  for (const reform of caseReforms(testCase)) system = system.withReform(reform);
  const situation = caseToSituation(system, testCase);
  const { simulation, batch } = simulateSituations(system, [situation]);
  const layout = batch.layouts[0]!;
  return expectations(system, testCase).map(({ variable: id, instance, period, expected: raw }) => {
    const variable = system.variable(id);
    const values = simulation.calculate(id, period);
    const rows = rowsOf(system, layout, variable, instance);
    const expectedList = (Array.isArray(raw) ? raw : rows.map(() => raw)).map((e) =>
      numeric(variable, e),
    );
    const actualList = rows.map((r) => decode(variable, values[r]!));
    const ok =
      expectedList.length === actualList.length &&
      expectedList.every((e, i) => close(e, actualList[i], testCase));
    const check = {
      variable: id,
      period,
      expected: Array.isArray(raw) ? expectedList : expectedList[0],
      actual: actualList.length === 1 ? actualList[0] : actualList,
      ok,
    };
    return instance ? { ...check, instance: instance.join('.') } : check;
  });
}
