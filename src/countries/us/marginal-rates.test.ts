/**
 * The US pack's marginal rates: the YAML cases beside this file (each rate computed by hand from
 * the law as a finite difference), and the engine's one-batch perturbation equal to the same
 * difference taken over separate situations, cliffs included.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  caseToSituation,
  evaluateArithmetic,
  parseSituations,
  simulateMarginalRates,
  simulateSituations,
  type Situation,
  type YamlCase,
} from '../../engine/index.js';
import { createUsSystem } from '../../models/us/index.js';
import { US_MARGINAL_RATES } from './marginal-rates.js';

const system = createUsSystem();
const cases = parse(readFileSync(new URL('./marginal-rates.yaml', import.meta.url), 'utf8'), {
  version: '1.1',
}) as YamlCase[];

/** An expected value of a case: a number, an arithmetic string, a boolean, or null for "no rate". */
function expected(value: unknown): number | boolean | null {
  if (typeof value === 'string') return evaluateArithmetic(value) ?? Number.NaN;
  return value as number | boolean | null;
}

describe('US marginal rates by hand (marginal-rates.yaml)', () => {
  for (const testCase of cases) {
    it(testCase.name!, () => {
      const situation = caseToSituation(system, testCase);
      const batch = parseSituations(system, [situation]);
      const { rates } = simulateMarginalRates(
        system,
        batch,
        String(testCase.period),
        US_MARGINAL_RATES,
      );
      const people = batch.layouts[0]!.rows.person!;
      const actual: Record<string, Record<string, unknown>> = {};
      const want: Record<string, Record<string, unknown>> = {};
      for (const [name, checks] of Object.entries(
        testCase.output as Record<string, Record<string, unknown>>,
      )) {
        const row = people.get(name)!;
        const measures: Record<string, number | boolean | null> = {
          marginal_tax_rate: rates.rate[row]!,
          cliff_gap: rates.cliffGap[row]!,
          is_on_cliff: rates.onCliff[row] === 1,
          ...Object.fromEntries(Object.entries(rates.parts).map(([k, v]) => [k, v[row]!])),
        };
        for (const [measure, value] of Object.entries(checks)) {
          const e = expected(value);
          const a = measures[measure];
          (want[name] ??= {})[measure] = e;
          // NaN is "no rate"; numbers within the case's margin count as equal.
          (actual[name] ??= {})[measure] =
            typeof a === 'number' && Number.isNaN(a)
              ? null
              : typeof a === 'number' &&
                  typeof e === 'number' &&
                  Math.abs(a - e) <= testCase.absolute_error_margin!
                ? e
                : a;
        }
      }
      expect(actual).toEqual(want);
    });
  }
});

/** One adult in a state, maybe with children, at some wages (the first person is the adult). */
function household(state: string, children: number, wages: number): Situation {
  const people: Record<string, Record<string, unknown>> = {
    adult: { age: { 2026: 33 }, employment_income: { 2026: wages } },
  };
  for (let c = 0; c < children; c += 1) people[`child${c}`] = { age: { 2026: 1 + 5 * c } };
  const members = Object.keys(people);
  return {
    people,
    tax_units: { tu: { members } },
    spm_units: { spm: { members } },
    households: { hh: { members, state_code: { 2026: state } } },
  } as Situation;
}

describe('the one-batch perturbation', () => {
  it('equals the finite difference of separate situations at wages + delta, cliffs included', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('TX', 'CA', 'NY', 'FL', 'PA', 'OH'),
        fc.integer({ min: 0, max: 2 }),
        fc.array(fc.integer({ min: 0, max: 160 }), { minLength: 1, maxLength: 6 }),
        (state, children, steps) => {
          const wages = steps.map((s) => s * 500);
          const docs = wages.map((w) => household(state, children, w));
          const batch = parseSituations(system, docs);
          const { rates, simulation } = simulateMarginalRates(
            system,
            batch,
            '2026',
            US_MARGINAL_RATES,
          );
          const net = simulation.calculate('household_net_income', '2026');
          const apart = simulateSituations(
            system,
            wages.flatMap((w) => [
              household(state, children, w),
              household(state, children, w + 1_000),
            ]),
          ).simulation.calculate('household_net_income', '2026');
          wages.forEach((_, i) => {
            const row = batch.layouts[i]!.rows.person!.get('adult')!;
            const home = batch.layouts[i]!.rows.household!.get('hh')!;
            const gain = apart[2 * i + 1]! - apart[2 * i]!;
            expect(net[home]).toBeCloseTo(apart[2 * i]!, 9);
            expect(rates.rate[row]).toBeCloseTo(1 - gain / 1_000, 9);
            expect(rates.cliffGap[row]).toBeCloseTo(Math.max(0, -gain), 6);
            expect(rates.onCliff[row]).toBe(gain < -1e-6 ? 1 : 0);
            for (let c = 0; c < children; c += 1)
              expect(rates.rate[batch.layouts[i]!.rows.person!.get(`child${c}`)!]).toBeNaN();
          });
        },
      ),
      { numRuns: 12, seed: 18 },
    );
  });

  it('finds the cliff a single parent in California meets near $30,000 of wages', () => {
    const docs = [29_000, 29_500, 30_000].map((w) => household('CA', 1, w));
    const batch = parseSituations(system, docs);
    const { rates } = simulateMarginalRates(system, batch, '2026', US_MARGINAL_RATES);
    const onCliff = batch.layouts.map((l) => rates.onCliff[l.rows.person!.get('adult')!]);
    expect(onCliff).toContain(1);
    const gaps = batch.layouts.map((l) => rates.cliffGap[l.rows.person!.get('adult')!]!);
    expect(Math.max(...gaps)).toBeGreaterThan(1_000);
  });
});
