import { EngineError } from './errors.js';
import type { ParameterReform } from './parameters/parameter-reform.js';
import { parsePeriod } from './period.js';
import { simulateSituations, type Situation } from './situation.js';
import type { TaxSystem } from './tax-system.js';

/** A model test case in PolicyEngine's YAML format. */
export interface YamlCase {
  readonly name?: string;
  readonly period: string | number;
  readonly absolute_error_margin?: number;
  readonly relative_error_margin?: number;
  readonly input: Record<string, unknown>;
  readonly output: Record<string, unknown>;
  readonly reforms?: ParameterReform | readonly ParameterReform[];
}

/** The result of one checked output of a case. */
export interface YamlCheck {
  readonly variable: string;
  readonly expected: unknown;
  readonly actual: unknown;
  readonly ok: boolean;
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  x !== null && typeof x === 'object' && !Array.isArray(x);
const isPeriodMap = (x: unknown): boolean =>
  isRecord(x) &&
  Object.keys(x).length > 0 &&
  Object.keys(x).every((k) => /^\d{4}(-\d{2}(-\d{2})?)?$|^eternity$/.test(k));

/**
 * Turns a case's input into a situation: either flat `{variable: value}` (one person, one group of
 * each entity) or entity sections (`people`, `tax_units`…) whose values may omit the period.
 */
export function caseToSituation(system: TaxSystem, testCase: YamlCase): Situation {
  const period = String(testCase.period);
  const wrap = (value: unknown): unknown => (isPeriodMap(value) ? value : { [period]: value });
  const sections = system.entities.map((e) => e.plural);
  const input = testCase.input ?? {};
  const situation: Situation = {};
  if (Object.keys(input).some((k) => sections.includes(k))) {
    for (const [plural, instances] of Object.entries(input)) {
      if (!isRecord(instances))
        throw new EngineError('invalid_test_case', `${plural} must map names to instances`);
      situation[plural] = {};
      for (const [name, instance] of Object.entries(instances)) {
        const out: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(instance as Record<string, unknown>)) {
          out[key] = key === 'members' || Array.isArray(value) ? value : wrap(value);
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
    situation[entity.plural]![name]![key] = wrap(value);
  }
  return situation;
}

function close(expected: unknown, actual: unknown, abs: number, rel: number | undefined): boolean {
  if (typeof expected === 'number' && typeof actual === 'number') {
    const tolerance = Math.max(abs, rel === undefined ? 0 : Math.abs(expected) * rel);
    return Math.abs(expected - actual) <= tolerance + 1e-9;
  }
  if (typeof expected === 'boolean' && typeof actual === 'number')
    return (actual !== 0) === expected;
  return expected === actual;
}

/** Runs one case: builds its situation, applies its reforms, checks every output. */
export function runYamlCase(baseSystem: TaxSystem, testCase: YamlCase): YamlCheck[] {
  const reforms =
    testCase.reforms === undefined
      ? []
      : Array.isArray(testCase.reforms)
        ? testCase.reforms
        : [testCase.reforms];
  let system = baseSystem;
  for (const reform of reforms as ParameterReform[]) system = system.withReform(reform);
  const situation = caseToSituation(system, testCase);
  const { simulation, batch } = simulateSituations(system, [situation]);
  const period = parsePeriod(String(testCase.period));
  const layout = batch.layouts[0]!;
  const checks: YamlCheck[] = [];
  for (const [id, expectedRaw] of Object.entries(testCase.output)) {
    const variable = system.variable(id);
    const values = simulation.calculate(id, period);
    const rows = [...layout.rows[variable.entity]!.values()];
    const expectedList = Array.isArray(expectedRaw) ? expectedRaw : rows.map(() => expectedRaw);
    const actualList = rows.map((r) => {
      const v = values[r]!;
      return variable.valueType === 'enum'
        ? variable.enum?.names[v]
        : variable.valueType === 'bool'
          ? v !== 0
          : v;
    });
    const ok =
      expectedList.length === actualList.length &&
      expectedList.every((e, i) =>
        close(
          e,
          actualList[i],
          testCase.absolute_error_margin ?? 0.01,
          testCase.relative_error_margin,
        ),
      );
    checks.push({
      variable: id,
      expected: Array.isArray(expectedRaw) ? expectedList : expectedRaw,
      actual: actualList.length === 1 ? actualList[0] : actualList,
      ok,
    });
  }
  return checks;
}
