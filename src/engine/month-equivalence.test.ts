import { describe, expect, it } from 'vitest';
import { isSteadyNode } from './parameters/parameter-lookup.js';
import { createPopulation } from './population.js';
import { MONTH_EQUIVALENCE_MIN_PEOPLE, Simulation } from './simulation.js';
import { createTaxSystem } from './tax-system.js';
import { toyEntities } from './testing/toy-model.js';
import { createTraceRecorder } from './trace.js';
import { defineVariable } from './variable.js';

/**
 * A model with monthly formulas: `amount` changes on 1 July, `index` every month. Each formula
 * counts its runs, so a test sees which months were computed and which took another's value.
 */
function model() {
  const runs: Record<string, string[]> = {};
  const count = <F extends (f: never) => unknown>(id: string, formula: F): F =>
    ((f: never) => {
      (runs[id] ??= []).push('run');
      return formula(f);
    }) as F;
  const parameters = {
    amount: {
      values: { '2021-01-01': 100, '2021-07-01': 120 },
      metadata: { unit: 'USD', reference: [{ title: 'toy benefit schedule' }] },
    },
    index: {
      values: Object.fromEntries(
        Array.from({ length: 12 }, (_, m) => [`2021-${String(m + 1).padStart(2, '0')}-01`, m]),
      ),
      metadata: { unit: 'index', reference: [{ title: 'toy monthly index' }] },
    },
  };
  type P = { readonly amount: number; readonly index: number };
  const v = (spec: Parameters<typeof defineVariable<P>>[0]) => defineVariable<P>(spec);
  const variables = [
    v({ id: 'wages', entity: 'person', valueType: 'float', period: 'year', label: 'Wages' }),
    v({
      id: 'hours',
      entity: 'person',
      valueType: 'float',
      period: 'month',
      label: 'Hours worked',
    }),
    v({
      id: 'benefit',
      entity: 'person',
      valueType: 'float',
      period: 'month',
      label: 'Benefit',
      formula: count('benefit', (f) => {
        const wages = f.get('wages');
        return Float64Array.from(wages, (w) => (w < 1_000 ? f.p.amount : 0));
      }),
    }),
    v({
      id: 'benefit_total',
      entity: 'household',
      valueType: 'float',
      period: 'month',
      label: 'Benefit of the household',
      formula: count('benefit_total', (f) => f.sum('benefit')),
    }),
    v({
      id: 'indexed',
      entity: 'person',
      valueType: 'float',
      period: 'month',
      label: 'Indexed amount',
      formula: count('indexed', (f) => Float64Array.from(f.get('wages'), (w) => w + f.p.index)),
    }),
    v({
      id: 'by_month',
      entity: 'person',
      valueType: 'float',
      period: 'month',
      label: 'Amount that depends on the month itself',
      formula: count('by_month', (f) =>
        new Float64Array(f.size).fill(Number(f.period.start.slice(5, 7)) > 6 ? 1 : 0),
      ),
    }),
    v({
      id: 'yearly_share',
      entity: 'person',
      valueType: 'float',
      period: 'month',
      label: "A twelfth of the year's wages, read for the year of the month",
      formula: count('yearly_share', (f) =>
        Float64Array.from(f.get('wages', String(f.year)), (w) => w / 12 + f.year),
      ),
    }),
    v({
      id: 'second_half',
      entity: 'person',
      valueType: 'float',
      period: 'month',
      label: 'The year, from July',
      formula: count('second_half', (f) =>
        new Float64Array(f.size).fill(f.fromMonth(7) ? f.year : 0),
      ),
    }),
    v({
      id: 'bad_month',
      entity: 'person',
      valueType: 'float',
      period: 'month',
      label: 'Asks for a thirteenth month',
      formula: (f) => new Float64Array(f.size).fill(f.fromMonth(13) ? 1 : 0),
    }),
    v({
      id: 'paid_hours',
      entity: 'person',
      valueType: 'float',
      period: 'month',
      label: 'Hours paid',
      formula: count('paid_hours', (f) => Float64Array.from(f.get('hours'), (h) => 2 * h)),
    }),
  ];
  const system = createTaxSystem({
    id: 'toy-monthly',
    version: '1.0.0',
    entities: toyEntities,
    variables,
    parameters,
  });
  return { system, runs };
}

const PEOPLE = 200;

function simulation(
  system: ReturnType<typeof model>['system'],
  monthEquivalence?: boolean,
  monthClasses?: boolean,
) {
  const population = createPopulation(system.entities, PEOPLE, {
    tax_unit: { count: PEOPLE, membership: Int32Array.from({ length: PEOPLE }, (_, i) => i) },
    household: {
      count: PEOPLE / 2,
      membership: Int32Array.from({ length: PEOPLE }, (_, i) => i >> 1),
    },
  });
  const sim = new Simulation({ system, population, monthEquivalence, monthClasses });
  sim.setInput(
    'wages',
    '2021',
    Float64Array.from({ length: PEOPLE }, (_, i) => i * 100),
  );
  return sim;
}

const YEAR_OUTPUTS = [
  'benefit',
  'benefit_total',
  'indexed',
  'by_month',
  'yearly_share',
  'second_half',
  'paid_hours',
];

describe('month-equivalence', () => {
  it('runs a monthly formula again only where a read changes: a parameter, the period, an input', () => {
    const { system, runs } = model();
    const sim = simulation(system, true, false);
    for (let m = 1; m <= 12; m += 1) {
      const hours = new Float64Array(PEOPLE).fill(m < 4 ? 10 : 20);
      sim.setInput('hours', `2021-${String(m).padStart(2, '0')}`, hours);
    }
    for (const id of YEAR_OUTPUTS) sim.calculate(id, '2021');
    // 1 July changes `amount`: January's value serves until June, July's from then on.
    expect(runs.benefit).toHaveLength(2);
    expect(runs.benefit_total).toHaveLength(2);
    // `index` changes every month; the formula reading its period runs for each month.
    expect(runs.indexed).toHaveLength(12);
    expect(runs.by_month).toHaveLength(12);
    // The year of the period, and the side of July it is on, are all the formula read of it.
    expect(runs.yearly_share).toHaveLength(1);
    expect(runs.second_half).toHaveLength(2);
    // Hours change once (April): two runs, the months' inputs compared by value.
    expect(runs.paid_hours).toHaveLength(2);
  });

  it('runs a formula reading its year again in another year, with either mechanism', () => {
    for (const classes of [false, true]) {
      const { system, runs } = model();
      const sim = simulation(system, true, classes);
      sim.setInput(
        'wages',
        '2022',
        Float64Array.from({ length: PEOPLE }, (_, i) => i * 50),
      );
      const dec = Array.from(sim.calculate('yearly_share', '2021-12'));
      const jan = Array.from(sim.calculate('yearly_share', '2022-01'));
      const halves = ['2021-06', '2021-07', '2022-07', '2022-06'].map(
        (month) => sim.calculate('second_half', month)[0],
      );
      expect(dec[3]).toBe(300 / 12 + 2021);
      expect(jan[3]).toBe(150 / 12 + 2022);
      expect(halves).toEqual([0, 2021, 2022, 0]);
      expect(runs.yearly_share).toHaveLength(2);
      expect(runs.second_half).toHaveLength(4);
    }
  });

  it('refuses fromMonth outside 1 to 12, naming the variable', () => {
    const { system } = model();
    const sim = new Simulation({
      system,
      population: createPopulation(system.entities, 1, {
        tax_unit: { count: 1, membership: Int32Array.from([0]) },
        household: { count: 1, membership: Int32Array.from([0]) },
      }),
    });
    expect(() => sim.calculate('bad_month', '2021-01')).toThrow(
      /bad_month: fromMonth\(13\) needs a month from 1 to 12/,
    );
  });

  it('gives the values of a simulation without it, month by month and for the year', () => {
    const on = simulation(model().system, true);
    const off = simulation(model().system, false);
    for (const sim of [on, off])
      for (let m = 1; m <= 12; m += 1)
        sim.setInput(
          'hours',
          `2021-${String(m).padStart(2, '0')}`,
          Float64Array.from({ length: PEOPLE }, (_, i) => (i * m) % 7),
        );
    for (const id of YEAR_OUTPUTS) {
      expect(Array.from(on.calculate(id, '2021'))).toEqual(Array.from(off.calculate(id, '2021')));
      for (let m = 1; m <= 12; m += 1) {
        const month = `2021-${String(m).padStart(2, '0')}`;
        expect(Array.from(on.calculate(id, month))).toEqual(Array.from(off.calculate(id, month)));
      }
    }
  });

  it('is off for a traced calculation, and by default below the population it pays from', () => {
    const traced = model();
    const population = createPopulation(traced.system.entities, PEOPLE, {
      tax_unit: { count: PEOPLE, membership: Int32Array.from({ length: PEOPLE }, (_, i) => i) },
      household: { count: 1, membership: new Int32Array(PEOPLE) },
    });
    const sim = new Simulation({
      system: traced.system,
      population,
      trace: createTraceRecorder(traced.system),
      monthEquivalence: true,
    });
    sim.setInput('wages', '2021', new Float64Array(PEOPLE));
    sim.calculate('benefit', '2021');
    expect(traced.runs.benefit).toHaveLength(12);

    const small = model();
    const one = createPopulation(small.system.entities, 1, {
      tax_unit: { count: 1, membership: Int32Array.from([0]) },
      household: { count: 1, membership: Int32Array.from([0]) },
    });
    expect(MONTH_EQUIVALENCE_MIN_PEOPLE).toBeGreaterThan(1);
    const alone = new Simulation({ system: small.system, population: one, monthClasses: false });
    alone.setInput('wages', '2021', Float64Array.from([0]));
    alone.calculate('benefit', '2021');
    expect(small.runs.benefit).toHaveLength(12);
    // The default for a population this large is on.
    expect(PEOPLE).toBeGreaterThanOrEqual(MONTH_EQUIVALENCE_MIN_PEOPLE);
    const big = model();
    const sim2 = simulation(big.system, undefined, false);
    sim2.calculate('benefit', '2021');
    expect(big.runs.benefit).toHaveLength(2);
  });
});

describe('month classes', () => {
  it('run a monthly formula once per run of months its parameters hold, at any population size', () => {
    const { system, runs } = model();
    const population = createPopulation(system.entities, 1, {
      tax_unit: { count: 1, membership: Int32Array.from([0]) },
      household: { count: 1, membership: Int32Array.from([0]) },
    });
    const sim = new Simulation({ system, population });
    sim.setInput('wages', '2021', Float64Array.from([0]));
    sim.setInput('hours', '2021', Float64Array.from([120]));
    for (const id of YEAR_OUTPUTS) sim.calculate(id, '2021');
    // `amount` changes on 1 July: one run for January to June, one for July to December, and the
    // household's total (which reads it) twice too, without reading its members again.
    expect(runs.benefit).toHaveLength(2);
    expect(runs.benefit_total).toHaveLength(2);
    // A parameter changing every month, and a formula reading its period: every month.
    expect(runs.indexed).toHaveLength(12);
    expect(runs.by_month).toHaveLength(12);
    // The year and the side of July: one run for the year's wages, one on each side of July.
    expect(runs.yearly_share).toHaveLength(1);
    expect(runs.second_half).toHaveLength(2);
    // A year's input spread over the months is the same in each.
    expect(runs.paid_hours).toHaveLength(1);
  });

  it('run each month that has an input of its own, and give the values without them', () => {
    const on = model();
    const off = model();
    const sims = [simulation(on.system, false, true), simulation(off.system, false, false)];
    for (const sim of sims)
      for (let m = 1; m <= 12; m += 1)
        sim.setInput(
          'hours',
          `2021-${String(m).padStart(2, '0')}`,
          Float64Array.from({ length: PEOPLE }, (_, i) => (i * (m < 4 ? 1 : 2)) % 7),
        );
    for (const id of YEAR_OUTPUTS) {
      expect(Array.from(sims[0]!.calculate(id, '2021'))).toEqual(
        Array.from(sims[1]!.calculate(id, '2021')),
      );
      for (let m = 12; m >= 1; m -= 1) {
        const month = `2021-${String(m).padStart(2, '0')}`;
        expect(Array.from(sims[0]!.calculate(id, month))).toEqual(
          Array.from(sims[1]!.calculate(id, month)),
        );
      }
    }
    expect(on.runs.paid_hours).toHaveLength(12);
    expect(on.runs.benefit).toHaveLength(2);
    expect(off.runs.benefit).toHaveLength(12);
  });

  it('split a year where another formula of the variable comes into force', () => {
    const runs: string[] = [];
    const system = createTaxSystem({
      id: 'toy-formulas',
      version: '1.0.0',
      entities: toyEntities,
      parameters: {},
      variables: [
        defineVariable({
          id: 'grant',
          entity: 'person',
          valueType: 'float',
          period: 'month',
          label: 'Grant',
          formulas: {
            '2021-01-01': (f) => {
              runs.push('old');
              return new Float64Array(f.size).fill(1);
            },
            '2021-04-15': (f) => {
              runs.push('new');
              return new Float64Array(f.size).fill(2);
            },
          },
        }),
      ],
    });
    const population = createPopulation(system.entities, 1, {
      tax_unit: { count: 1, membership: Int32Array.from([0]) },
      household: { count: 1, membership: Int32Array.from([0]) },
    });
    const sim = new Simulation({ system, population });
    // January to April under the first formula (April starts before the 15th), May on the second.
    expect(Array.from(sim.calculate('grant', '2021'))).toEqual([4 * 1 + 8 * 2]);
    expect(runs).toEqual(['old', 'new']);
  });
});

describe('parameter trees of several instants', () => {
  it('share the nodes whose values are equal, and only those', () => {
    const system = createTaxSystem({
      id: 'toy-shared',
      version: '1.0.0',
      entities: toyEntities,
      variables: [],
      parameters: {
        steady: {
          a: { values: { '2021-01-01': 1 }, metadata: { reference: [{ title: 'toy' }] } },
          b: { values: { '2021-01-01': 2 }, metadata: { reference: [{ title: 'toy' }] } },
        },
        moving: {
          c: {
            values: { '2021-01-01': 1, '2021-06-01': 3 },
            metadata: { reference: [{ title: 'toy' }] },
          },
        },
      },
    });
    type T = { steady: { a: number }; moving: { c: number } };
    const jan = system.parametersAt('2021-01-01') as T;
    const may = system.parametersAt('2021-05-01') as T;
    const june = system.parametersAt('2021-06-01') as T;
    expect(may.steady).toBe(jan.steady);
    expect(may.moving).toBe(jan.moving);
    expect(june.steady).toBe(jan.steady);
    expect(june.moving).not.toBe(jan.moving);
    expect([jan.moving.c, june.moving.c]).toEqual([1, 3]);
    expect(Object.isFrozen(june.moving)).toBe(true);
    // A node holding a parameter that changes within the year tells its reads: a cache keyed by
    // nodes must not serve it.
    expect(isSteadyNode(jan.moving)).toBe(false);
    expect(isSteadyNode(jan.steady)).toBe(true);
    expect(isSteadyNode(system.parametersAt('2022-03-01') as object)).toBe(true);
  });
});
