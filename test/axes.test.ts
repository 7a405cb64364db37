import { describe, expect, it } from 'vitest';
import {
  SituationError,
  fillSituation,
  parseSituations,
  simulateSituations,
  type Situation,
} from '../src/engine/index.js';
import { createUsSystem } from '../src/models/us/index.js';

const system = createUsSystem();
const OUTPUTS = [
  'employment_income',
  'adjusted_gross_income',
  'income_tax',
  'state_income_tax',
  'eitc',
  'snap',
  'household_net_income',
];

/** A couple with a child in New York; wages set by `wages` (head) and `spouse`. */
function family(wages: number, spouse: number, axes?: unknown): Situation {
  const members = ['head', 'spouse', 'child'];
  return {
    people: {
      head: { age: { 2026: 34 }, employment_income: { 2026: wages } },
      spouse: { age: { 2026: 32 }, employment_income: { 2026: spouse } },
      child: { age: { 2026: 5 } },
    },
    tax_units: { tu: { members } },
    spm_units: { spm: { members } },
    households: { hh: { members, state_code: { 2026: 'NY' } } },
    ...(axes === undefined ? {} : { axes }),
  } as unknown as Situation;
}

/** The filled values of one instance's variables, over the points of a filled axes situation. */
function column(filled: Situation, section: string, name: string, id: string): unknown[] {
  return at(filled, section, name, id) as unknown[];
}

/** The 2026 value of a variable of one instance in a filled situation. */
function at(filled: Situation, section: string, name: string, id: string): unknown {
  return (filled[section]![name]![id] as Record<string, unknown>)['2026'];
}

const SECTIONS: Record<string, [string, string]> = {
  employment_income: ['people', 'head'],
  adjusted_gross_income: ['tax_units', 'tu'],
  income_tax: ['tax_units', 'tu'],
  state_income_tax: ['tax_units', 'tu'],
  eitc: ['tax_units', 'tu'],
  snap: ['spm_units', 'spm'],
  household_net_income: ['households', 'hh'],
};

describe('axes in a situation', () => {
  it('computes one axis as one batch equal to the same points sent as separate situations', () => {
    const axes = [[{ name: 'employment_income', min: 0, max: 120_000, count: 25 }]];
    const doc = family(0, 15_000, axes);
    const { simulation, batch } = simulateSituations(system, [doc], undefined, { axes: true });
    expect(batch.layouts).toHaveLength(25);
    expect(batch.population.count('household')).toBe(25);
    const filled = fillSituation(simulation, batch, 0, doc, OUTPUTS);
    const separate = Array.from({ length: 25 }, (_, i) => family(i * 5_000, 15_000));
    const alone = separate.map((d) => {
      const run = simulateSituations(system, [d]);
      return fillSituation(run.simulation, run.batch, 0, d, OUTPUTS);
    });
    for (const id of OUTPUTS) {
      const [section, name] = SECTIONS[id]!;
      expect(column(filled, section, name, id)).toEqual(alone.map((a) => at(a, section, name, id)));
    }
    expect(
      new Set(column(filled, 'households', 'hh', 'household_net_income')).size,
    ).toBeGreaterThan(20);
  });

  it('makes a grid of two axes, the first varying slowest, on the instance named by index', () => {
    const axes = [
      [{ name: 'employment_income', min: 10_000, max: 50_000, count: 3 }],
      [{ name: 'employment_income', min: 0, max: 30_000, count: 4, index: 1, period: '2026' }],
    ];
    const doc = family(0, 0, axes);
    const { simulation, batch } = simulateSituations(system, [doc], undefined, { axes: true });
    const filled = fillSituation(simulation, batch, 0, doc, OUTPUTS);
    const points = [10_000, 30_000, 50_000].flatMap((h) =>
      [0, 10_000, 20_000, 30_000].map((s) => family(h, s)),
    );
    const run = simulateSituations(system, points);
    const alone = points.map((d, i) => fillSituation(run.simulation, run.batch, i, d, OUTPUTS));
    expect(at(filled, 'people', 'spouse', 'employment_income')).toEqual([
      0, 10_000, 20_000, 30_000, 0, 10_000, 20_000, 30_000, 0, 10_000, 20_000, 30_000,
    ]);
    for (const id of ['income_tax', 'household_net_income']) {
      const [section, name] = SECTIONS[id]!;
      expect(column(filled, section, name, id)).toEqual(alone.map((a) => at(a, section, name, id)));
    }
  });

  it('keeps situations after one with axes on their own rows', () => {
    const axes = [[{ name: 'employment_income', min: 0, max: 40_000, count: 5 }]];
    const docs = [family(0, 0, axes), family(70_000, 0)];
    const { simulation, batch } = simulateSituations(system, docs, undefined, { axes: true });
    expect(batch.spans).toEqual([
      { first: 0, points: 5, axes: expect.anything() },
      { first: 5, points: 1 },
    ]);
    const second = fillSituation(simulation, batch, 1, docs[1]!, ['income_tax']);
    const run = simulateSituations(system, [docs[1]!]);
    expect(second).toEqual(fillSituation(run.simulation, run.batch, 0, docs[1]!, ['income_tax']));
  });

  it('refuses axes unless the caller expands them', () => {
    const doc = family(0, 0, [[{ name: 'employment_income', min: 0, max: 1, count: 2 }]]);
    expect(() => parseSituations(system, [doc])).toThrow(SituationError);
    try {
      parseSituations(system, [doc]);
    } catch (error) {
      expect((error as SituationError).issues[0]!.code).toBe('unsupported_axes');
    }
  });

  it('names every problem of bad axes at once', () => {
    const bad = family(0, 0, [
      [
        { name: 'employment_incom', min: 0, max: 1, count: 2 },
        { name: 'age', min: 'a', max: 1, count: 3 },
      ],
      [{ name: 'filing_status', min: 0, max: 1, count: 0, colour: 'red' }],
    ]);
    let issues: readonly { code: string; path: string }[] = [];
    try {
      parseSituations(system, [bad], { axes: true });
    } catch (error) {
      issues = (error as SituationError).issues;
    }
    expect(issues.map((i) => `${i.code} ${i.path}`)).toEqual([
      'unknown_variable axes[0][0].name',
      'invalid_axes axes[0][1].min',
      'invalid_axes axes[1][0].colour',
      'invalid_axes axes[1][0].name',
      'invalid_axes axes[1][0].count',
    ]);
  });

  it('refuses an index past the instances and values out of the variable range', () => {
    const bad = family(0, 0, [
      [
        { name: 'employment_income', min: 0, max: 1, count: 2, index: 3 },
        { name: 'age', min: -5, max: 40, count: 2 },
      ],
    ]);
    let issues: readonly { code: string; path: string }[] = [];
    try {
      parseSituations(system, [bad], { axes: true });
    } catch (error) {
      issues = (error as SituationError).issues;
    }
    expect(issues.map((i) => `${i.code} ${i.path}`)).toEqual([
      'invalid_axes axes[0][0].index',
      'value_out_of_range axes[0][1]',
    ]);
  });
});
