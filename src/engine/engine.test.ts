import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CycleError, ReformValidationError, SituationError } from './errors.js';
import { parsePeriod } from './period.js';
import { createPopulation } from './population.js';
import { Simulation } from './simulation.js';
import { fillSituation, simulateSituations } from './situation.js';
import { createTraceRecorder } from './trace.js';
import { runYamlCase } from './yaml-case.js';
import { precomputeInChunks } from './chunked.js';
import {
  createToySystem,
  FilingStatus,
  toyEntities,
  toyParameters,
  toyVariables,
} from './testing/toy-model.js';
import { createTaxSystem } from './tax-system.js';
import { defineVariable } from './variable.js';

const system = createToySystem();

/** The toy system with more variables. */
const toySystemWith = (...variables: ReturnType<typeof defineVariable>[]) =>
  createTaxSystem({
    id: 'toy',
    version: '1.0.0',
    entities: toyEntities,
    variables: [...toyVariables, ...variables],
    parameters: toyParameters,
  });

/** A tax-unit bonus defined for joint filers only, computed by `formula`. */
function jointBonus(formula: Parameters<typeof defineVariable>[0]['formula']) {
  return defineVariable({
    id: 'joint_bonus',
    entity: 'tax_unit',
    valueType: 'float',
    period: 'year',
    label: 'Bonus for joint filers',
    definedFor: { variable: 'filing_status', values: ['JOINT'] },
    formula,
  });
}

const household = (wages: number[], ages: number[], year = '2021') => ({
  people: Object.fromEntries(
    wages.map((w, i) => [`p${i}`, { wages: { [year]: w }, age: { [year]: ages[i] } }]),
  ),
  tax_units: { tu: { members: wages.map((_, i) => `p${i}`) } },
  households: { hh: { members: wages.map((_, i) => `p${i}`) } },
});

describe('simulation', () => {
  it('computes a household through formulas, parameters, scales and breakdowns', () => {
    const { simulation } = simulateSituations(system, [household([30_000, 20_000], [40, 38])]);
    // joint allowance 2000 uprated by 110/100 → 2200; taxable 47,800
    expect(simulation.calculate('filing_status', '2021')[0]).toBe(FilingStatus.codes.JOINT);
    expect(simulation.calculate('taxable', '2021')[0]).toBe(47_800);
    // 10% of 10,000 + 25% of 37,800 = 1,000 + 9,450; minus credit 500
    expect(simulation.calculate('net_tax', '2021')[0]).toBeCloseTo(9_950, 6);
    expect(simulation.calculate('household_tax', '2021')[0]).toBeCloseTo(9_950, 6);
    expect(Array.from(simulation.calculate('person_tax_share', '2021'))).toEqual([4_975, 4_975]);
  });

  it('uses dated formulas: before 2021 there is no credit', () => {
    const { simulation } = simulateSituations(system, [household([30_000], [40], '2020')]);
    // single allowance 1000; taxable 29,000: 1,000 + 20% of 19,000 = 4,800
    expect(simulation.calculate('net_tax', '2020')[0]).toBeCloseTo(4_800, 6);
  });

  it('lets inputs override formulas, row by row in a batch', () => {
    const a = household([30_000], [40]);
    const b = {
      ...household([30_000], [40]),
      tax_units: { tu: { members: ['p0'], taxable: { 2021: 100 } } },
    };
    const { simulation } = simulateSituations(system, [a, b]);
    const taxable = simulation.calculate('taxable', '2021');
    expect(taxable[0]).toBe(28_900);
    expect(taxable[1]).toBe(100);
  });

  it('converts months and years: a monthly variable read for a year is summed', () => {
    const doc = {
      ...household([0], [30]),
      households: { hh: { members: ['p0'], monthly_rent: { '2021-01': 1_000, '2021-02': 500 } } },
    };
    const { simulation } = simulateSituations(system, [doc]);
    expect(simulation.calculate('household_rent', '2021')[0]).toBe(1_500);
    const yearly = {
      ...household([0], [30]),
      households: { hh: { members: ['p0'], monthly_rent: { 2021: 12_000 } } },
    };
    const s2 = simulateSituations(system, [yearly]).simulation;
    expect(s2.calculate('monthly_rent', '2021-03')[0]).toBe(1_000);
    expect(s2.calculate('wages', '2021-03')[0]).toBe(0);
  });

  it('names the chain of a circular definition', () => {
    const { simulation } = simulateSituations(system, [household([1], [30])]);
    expect(() => simulation.calculate('cycle_a', '2021')).toThrow(CycleError);
    expect(() => simulation.calculate('cycle_a', '2021')).toThrow(
      /cycle_a@2021 → cycle_b@2021 → cycle_a@2021/,
    );
  });

  it('runs a definedFor formula only where it applies, and not at all where no row does', () => {
    let runs = 0;
    const jointOnly = jointBonus((f) => {
      runs += 1;
      return f.get('unit_wages').map(() => 100);
    });
    const adultsOnly = defineVariable({
      id: 'adult_flag_value',
      entity: 'person',
      valueType: 'float',
      period: 'year',
      label: 'Seven for adults',
      definedFor: 'is_adult',
      formula: (f) => new Float64Array(f.size).fill(7),
    });
    const sys = toySystemWith(jointOnly, adultsOnly);
    const mixed = simulateSituations(sys, [
      household([10, 10], [40, 40]),
      household([10], [40]),
    ]).simulation;
    expect(Array.from(mixed.calculate('joint_bonus', '2021'))).toEqual([100, 0]);
    expect(runs).toBe(1);
    const singles = simulateSituations(sys, [
      household([10], [40]),
      household([20], [30]),
    ]).simulation;
    expect(Array.from(singles.calculate('joint_bonus', '2021'))).toEqual([0, 0]);
    expect(runs).toBe(1); // no joint filer: the formula never ran
    const family = simulateSituations(sys, [household([10, 0], [40, 8])]).simulation;
    expect(Array.from(family.calculate('adult_flag_value', '2021'))).toEqual([7, 0]);
  });

  it('applies a definedFor read from a group column to the rows of each entity that reads it', () => {
    const jointPerson = (id: string, value: number) =>
      defineVariable({
        id,
        entity: 'person',
        valueType: 'float',
        period: 'year',
        label: `${value} for members of joint units`,
        definedFor: { variable: 'filing_status', values: ['JOINT'] },
        formula: (f) => new Float64Array(f.size).fill(value),
      });
    const jointHousehold = defineVariable({
      id: 'joint_household_value',
      entity: 'household',
      valueType: 'float',
      period: 'year',
      label: 'Nine for households whose unit is joint',
      definedFor: { variable: 'filing_status', values: ['JOINT'] },
      formula: (f) => new Float64Array(f.size).fill(9),
    });
    const sys = toySystemWith(jointPerson('joint_a', 3), jointPerson('joint_b', 4), jointHousehold);
    const docs = [household([10], [40]), household([10, 10], [40, 40]), household([5], [30])];
    // Alone, and 30 times over: long columns keep their masks and projections, short ones do not.
    for (const times of [1, 30]) {
      const batch = Array.from({ length: times }, () => docs).flat();
      const sim = simulateSituations(sys, batch).simulation;
      const repeat = (values: number[]) => Array.from({ length: times }, () => values).flat();
      // Two person variables with the same definedFor (one mask), and a household one.
      expect(Array.from(sim.calculate('joint_a', '2021'))).toEqual(repeat([0, 3, 3, 0]));
      expect(Array.from(sim.calculate('joint_b', '2021'))).toEqual(repeat([0, 4, 4, 0]));
      expect(Array.from(sim.calculate('joint_household_value', '2021'))).toEqual(repeat([0, 9, 0]));
    }
  });

  it('sums a monthly flow to its year when no row applies, when every month is alike, and batched', () => {
    let runs = 0;
    const jointMonthly = (id: string, value: number) =>
      defineVariable({
        id,
        entity: 'tax_unit',
        valueType: 'float',
        period: 'month',
        label: `${value} a month for joint units`,
        definedFor: { variable: 'filing_status', values: ['JOINT'] },
        formula: (f) => {
          runs += 1;
          return new Float64Array(f.size).fill(value);
        },
      });
    const sys = toySystemWith(
      jointMonthly('joint_monthly_a', 2.5),
      jointMonthly('joint_monthly_b', 4),
    );
    const single = household([5], [30]);
    const joint = household([10, 10], [40, 40]);
    // No unit is joint: nothing runs, and both years are zero (long columns share one year sum).
    for (const times of [1, 70]) {
      runs = 0;
      const sim = simulateSituations(
        sys,
        Array.from({ length: times }, () => single),
      ).simulation;
      const a = sim.calculate('joint_monthly_a', '2021');
      const b = sim.calculate('joint_monthly_b', '2021');
      expect(Array.from(a)).toEqual(new Array<number>(times).fill(0));
      expect(Array.from(b)).toEqual(new Array<number>(times).fill(0));
      expect(runs).toBe(0);
    }
    // Some units joint, alone and 70 times over: a month alike all year runs once, the year is 12 months.
    for (const times of [1, 70]) {
      runs = 0;
      const batch = Array.from({ length: times }, () => [single, joint]).flat();
      const sim = simulateSituations(sys, batch).simulation;
      const repeat = (values: number[]) => Array.from({ length: times }, () => values).flat();
      expect(Array.from(sim.calculate('joint_monthly_a', '2021'))).toEqual(repeat([0, 30]));
      expect(Array.from(sim.calculate('joint_monthly_b', '2021'))).toEqual(repeat([0, 48]));
      expect(Array.from(sim.calculate('joint_monthly_a', '2021-07'))).toEqual(repeat([0, 2.5]));
      expect(runs).toBe(2);
    }
  });

  it('refuses a definedFor on a person variable for a group variable, naming both', () => {
    const unitOfAdults = defineVariable({
      id: 'unit_adult_value',
      entity: 'tax_unit',
      valueType: 'float',
      period: 'year',
      label: 'A tax unit value defined by a person flag',
      definedFor: 'is_adult',
      formula: (f) => new Float64Array(f.size).fill(1),
    });
    const sys = toySystemWith(unitOfAdults);
    const sim = simulateSituations(sys, [household([10], [40])]).simulation;
    expect(() => sim.calculate('unit_adult_value', '2021')).toThrow(
      /unit_adult_value \(tax_unit\) reads person variable is_adult/,
    );
  });

  it('keeps a partial input off the default column other variables share', () => {
    const input = (id: string) =>
      defineVariable({
        id,
        entity: 'tax_unit',
        valueType: 'float',
        period: 'year',
        label: `Input ${id}`,
      });
    const sys = toySystemWith(input('given_a'), input('given_b'));
    const withA = {
      ...household([10], [40]),
      tax_units: { tu: { members: ['p0'], given_a: { 2021: 5 } } },
    };
    const sim = simulateSituations(sys, [household([10], [40]), withA]).simulation;
    expect(Array.from(sim.calculate('given_a', '2021'))).toEqual([0, 5]);
    expect(Array.from(sim.calculate('given_b', '2021'))).toEqual([0, 0]);
  });

  it('sums a monthly variable over its year month by month, to the bit', () => {
    const month = fc.oneof(
      // Within ±1e300, so twelve of them cannot overflow (an overflow is an error).
      fc.double({ min: -1e300, max: 1e300, noNaN: true }),
      fc.constantFrom(0, -0, 0.1, 1e300, -1e300, 5e-324),
    );
    fc.assert(
      fc.property(fc.array(month, { minLength: 12, maxLength: 12 }), (rents) => {
        const doc = {
          ...household([0], [30]),
          households: {
            hh: {
              members: ['p0'],
              monthly_rent: Object.fromEntries(
                rents.map((r, m) => [`2021-${String(m + 1).padStart(2, '0')}`, r]),
              ),
            },
          },
        };
        const sim = simulateSituations(system, [doc]).simulation;
        let expected = 0;
        for (const r of rents) expected += r;
        const got = sim.calculate('household_rent', '2021')[0]!;
        expect(Object.is(got, expected)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('rejects a definedFor that names no variable, a non-boolean, or an unknown enum value', () => {
    const make = (definedFor: Parameters<typeof defineVariable>[0]['definedFor']) =>
      createTaxSystem({
        id: 'toy',
        version: '1.0.0',
        entities: toyEntities,
        parameters: toyParameters,
        variables: [
          ...toyVariables,
          defineVariable({
            id: 'x',
            entity: 'person',
            valueType: 'float',
            period: 'year',
            label: 'x',
            definedFor,
            formula: (f) => f.zeros(),
          }),
        ],
      });
    expect(() => make('no_such_variable')).toThrow(/not a variable/);
    expect(() => make('wages')).toThrow(/not boolean/);
    expect(() => make({ variable: 'filing_status', values: ['WIDOW'] })).toThrow(
      /WIDOW is not a value/,
    );
    expect(() => make({ variable: 'filing_status', values: ['JOINT'] })).not.toThrow();
  });

  it('simulating N households at once equals simulating each alone', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.array(fc.integer({ min: 0, max: 200_000 }), { minLength: 1, maxLength: 4 }),
            fc.integer({ min: 2020, max: 2024 }),
          ),
          { minLength: 1, maxLength: 6 },
        ),
        (cases) => {
          const docs = cases.map(([wages]) =>
            household(
              wages,
              wages.map((_, i) => (i < 2 ? 40 : 10)),
            ),
          );
          const together = simulateSituations(system, docs).simulation.calculate('net_tax', '2021');
          docs.forEach((doc, i) => {
            const alone = simulateSituations(system, [doc]).simulation.calculate('net_tax', '2021');
            expect(together[i]).toBe(alone[0]);
          });
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('group formulas over members', () => {
  it('aggregates with a mask named by a person variable, and reads members unaggregated', () => {
    const population = createPopulation(system.entities, 3, {
      tax_unit: { count: 2, membership: Int32Array.from([0, 0, 1]) },
      household: { count: 1, membership: Int32Array.from([0, 0, 0]) },
    });
    const simulation = new Simulation({ system, population });
    simulation.setInput('wages', '2021', Float64Array.from([10, 20, 40]));
    simulation.setInput('age', '2021', Int32Array.from([40, 10, 40]));
    const probe = defineVariable({
      id: 'adult_wages',
      entity: 'tax_unit',
      valueType: 'float',
      period: 'year',
      label: 'Adult wages',
      formula: (f) => {
        const byMask = f.sum('wages', { mask: 'is_adult' });
        const wages = f.members('wages');
        const doubled = f.aggregate(
          Float64Array.from(wages, (w) => 2 * w),
          'person',
          'sum',
          'is_adult',
        );
        return Float64Array.from(
          byMask,
          (x, i) =>
            x + doubled[i]! + f.count({ mask: 'is_adult' })[i]! * 1000 + f.memberIndex().length * 0,
        );
      },
    });
    const withProbe = toySystemWith(probe);
    const sim2 = new Simulation({ system: withProbe, population });
    sim2.setInput('wages', '2021', Float64Array.from([10, 20, 40]));
    sim2.setInput('age', '2021', Int32Array.from([40, 10, 40]));
    expect(Array.from(sim2.calculate('adult_wages', '2021'))).toEqual([
      10 + 20 + 1000,
      40 + 80 + 1000,
    ]);
    expect(simulation.calculate('unit_wages', '2021')[0]).toBe(30);
  });
});

describe('chunked computation', () => {
  it('gives the values of one simulation over the whole population, whatever the chunk size', () => {
    // A definedFor variable too: a chunk where no row applies skips it, others compute it.
    const bonus = jointBonus((f) => {
      const wages = f.get('unit_wages');
      const out = new Float64Array(f.size);
      for (let i = 0; i < f.size; i += 1) out[i] = 100 + wages[i]! / 1000;
      return out;
    });
    const sys = toySystemWith(bonus);
    const ids = ['net_tax', 'household_tax', 'person_tax_share', 'filing_status', 'joint_bonus'];
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 0, max: 150_000 }), { minLength: 1, maxLength: 4 }), {
          minLength: 1,
          maxLength: 12,
        }),
        fc.integer({ min: 1, max: 5 }),
        (households, chunkSize) => {
          const docs = households.map((wages) =>
            household(
              wages,
              wages.map((_, i) => (i < 2 ? 40 : 10)),
            ),
          );
          const direct = simulateSituations(sys, docs).simulation;
          const chunked = simulateSituations(sys, docs).simulation;
          precomputeInChunks(chunked, ids, '2021', 'household', chunkSize);
          for (const id of ids) {
            expect(Array.from(chunked.calculate(id, '2021'))).toEqual(
              Array.from(direct.calculate(id, '2021')),
            );
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('populations', () => {
  it('rejects a person outside any group and an empty group', () => {
    expect(() =>
      createPopulation(system.entities, 2, {
        tax_unit: { count: 1, membership: Int32Array.from([0, 1]) },
        household: { count: 1, membership: Int32Array.from([0, 0]) },
      }),
    ).toThrow(/outside/);
    expect(() =>
      createPopulation(system.entities, 1, {
        tax_unit: { count: 2, membership: Int32Array.from([0]) },
        household: { count: 1, membership: Int32Array.from([0]) },
      }),
    ).toThrow(/no members/);
  });

  it('aggregates people to groups and projects groups to people', () => {
    const population = createPopulation(system.entities, 3, {
      tax_unit: { count: 2, membership: Int32Array.from([0, 0, 1]) },
      household: { count: 1, membership: Int32Array.from([0, 0, 0]) },
    });
    const simulation = new Simulation({ system, population });
    simulation.setInput('wages', '2021', Float64Array.from([10, 20, 40]));
    simulation.setInput('age', '2021', Int32Array.from([40, 40, 40]));
    expect(Array.from(simulation.calculate('unit_wages', '2021'))).toEqual([30, 40]);
    expect(Array.from(simulation.calculate('tax_unit_size', '2021'))).toEqual([2, 1]);
    expect(Array.from(simulation.calculate('filing_status', '2021'))).toEqual([1, 0]);
  });
});

describe('situations', () => {
  it('reports every problem at once, naming the field', () => {
    const bad = {
      people: { a: { wages: { 2021: 'lots' }, salary: { 2021: 1 } }, b: {} },
      tax_units: { t1: { members: ['a', 'ghost'] }, t2: { members: ['a'] } },
      households: { h: { members: ['a', 'b'], wages: { 2021: 1 } } },
      pets: {},
    };
    try {
      simulateSituations(system, [bad]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SituationError);
      const codes = (error as SituationError).issues.map((i) => `${i.code}@${i.path}`);
      expect(codes).toEqual(
        expect.arrayContaining([
          'unknown_entity@pets',
          'unknown_person@tax_units.t1.members',
          'person_in_two_groups@tax_units.t2.members',
          'person_without_group@tax_units',
          'invalid_value@people.a.wages.2021',
          'unknown_variable@people.a.salary',
          'variable_on_wrong_entity@households.h.wages',
        ]),
      );
    }
  });

  it('rejects periods that are not strict ISO 8601', () => {
    expect(() => simulateSituations(system, [household([1], [30], '2021-1')])).toThrow(
      SituationError,
    );
  });

  it('fills requested variables into the same document', () => {
    const doc = household([30_000], [40]);
    const { simulation, batch } = simulateSituations(system, [doc]);
    const out = fillSituation(simulation, batch, 0, doc, ['net_tax', 'filing_status']);
    // single allowance 1,000 × 110/100 = 1,100; taxable 28,900: 1,000 + 25% of 18,900 − 500
    expect(out.tax_units!.tu!.net_tax).toEqual({ 2021: 5_225 });
    expect(out.tax_units!.tu!.filing_status).toEqual({ 2021: 'SINGLE' });
  });
});

describe('reforms', () => {
  it('applies parameter changes for a range and leaves the base system untouched', () => {
    const reformed = system.withReform({ 'tax.credit': { '2021-01-01.2021-12-31': 1_000 } });
    const doc = household([30_000], [40]);
    const base = simulateSituations(system, [doc]).simulation.calculate('net_tax', '2021')[0]!;
    const after = simulateSituations(reformed, [doc]).simulation.calculate('net_tax', '2021')[0]!;
    expect(base - after).toBeCloseTo(500, 6);
    const doc22 = household([30_000], [40], '2022');
    expect(simulateSituations(reformed, [doc22]).simulation.calculate('net_tax', '2022')[0]).toBe(
      simulateSituations(system, [doc22]).simulation.calculate('net_tax', '2022')[0],
    );
    expect(reformed.hash).not.toBe(system.hash);
  });

  it('reforms scale brackets and breakdown children', () => {
    const reformed = system.withReform({
      'tax.rates.brackets[1].rate': { 2021: 0.3 },
      'tax.allowance.SINGLE': { '2021-01-01': 5_000 },
    });
    const doc = household([30_000], [40]);
    // taxable 25,000: 1,000 + 30% of 15,000 = 5,500, minus 500
    expect(
      simulateSituations(reformed, [doc]).simulation.calculate('net_tax', '2021')[0],
    ).toBeCloseTo(5_000, 6);
  });

  it('validates every operation before applying any, reporting all problems', () => {
    try {
      system.withReform(
        {
          'tax.nope': { 2021: 1 },
          'tax.credit': { '2027-4-6.2028-01-01': 5, '2021-01-01': 'x' },
          'tax.rates': { 2021: 1 },
          'tax.rates.brackets[0].rate': { 2021: 3 },
        } as never,
        ['no_such_reform'],
      );
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ReformValidationError);
      const codes = (error as ReformValidationError).issues.map((i) => i.code).sort();
      expect(codes).toEqual([
        'invalid_parameter_value',
        'invalid_policy_period',
        'not_a_parameter_leaf',
        'parameter_value_out_of_range',
        'unknown_parameter',
        'unknown_structural_reform',
      ]);
    }
  });

  it('builds the system of an equal reform once, and keeps the latest eight', () => {
    const base = createToySystem();
    const reform = (credit: number) => ({ 'tax.credit': { 2022: credit } });
    const first = base.withReform(reform(700));
    expect(base.withReform({ 'tax.credit': { 2022: 700 } })).toBe(first);
    expect(base.withReform(reform(700), ['no_such_reform'].slice(1))).toBe(first);
    expect(base.withReform(reform(701))).not.toBe(first);
    // A rejected reform is rejected every time, not remembered.
    expect(() => base.withReform({ 'tax.nope': { 2022: 1 } })).toThrow(ReformValidationError);
    expect(() => base.withReform({ 'tax.nope': { 2022: 1 } })).toThrow(ReformValidationError);
    for (let credit = 800; credit < 808; credit += 1) base.withReform(reform(credit));
    expect(base.withReform(reform(700))).not.toBe(first);
    expect(base.withReform(reform(700)).hash).toBe(first.hash);
  });

  it('has a hash independent of the reform key order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        (credit, single) => {
          // Two base systems, so that the two reformed systems are built apart (not reused).
          const a = createToySystem().withReform({
            'tax.credit': { 2022: credit },
            'tax.allowance.SINGLE': { 2022: single },
          });
          const b = createToySystem().withReform({
            'tax.allowance.SINGLE': { 2022: single },
            'tax.credit': { 2022: credit },
          });
          expect(a).not.toBe(b);
          expect(a.hash).toBe(b.hash);
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('trace', () => {
  it('explains a value: formula, inputs and parameters with references', () => {
    const recorder = createTraceRecorder(system);
    const doc = household([30_000], [40]);
    const { simulation } = simulateSituations(system, [doc], recorder);
    simulation.calculate('net_tax', '2021');
    const node = recorder.find('taxable', '2021')!;
    expect(node.source).toBe('formula');
    expect(node.dependencies.map((d) => d.variable)).toEqual(
      expect.arrayContaining(['unit_wages', 'filing_status']),
    );
    expect(node.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'tax.allowance.SINGLE',
          value: 1_100,
          reference: ['toy act s.2'],
        }),
      ]),
    );
    expect(recorder.find('tax', '2021')!.parameters[0]).toEqual(
      expect.objectContaining({ path: 'tax.rates', value: '[scale]' }),
    );
  });
});

describe('yaml cases', () => {
  it('runs a flat case and a case with entity sections', () => {
    expect(
      runYamlCase(system, {
        period: 2021,
        input: { wages: 30_000, age: 40 },
        output: { net_tax: 5_225, filing_status: 'SINGLE' },
      }).every((c) => c.ok),
    ).toBe(true);
    const checks = runYamlCase(system, {
      period: 2021,
      input: {
        people: { a: { wages: 10_000, age: 40 }, b: { wages: 0, age: 5 } },
        tax_units: { t: { members: ['a', 'b'] } },
        households: { h: { members: ['a', 'b'] } },
      },
      output: { is_adult: [true, false], net_tax: 1 },
    });
    expect(checks.map((c) => c.ok)).toEqual([true, false]);
  });

  it('applies a case reform', () => {
    const checks = runYamlCase(system, {
      period: 2021,
      input: { wages: 30_000, age: 40 },
      output: { net_tax: 4_725 },
      reforms: { 'tax.credit': { 2021: 1_000 } },
    });
    expect(checks[0]!.ok).toBe(true);
  });
});

describe('periods', () => {
  it('parses strictly', () => {
    expect(parsePeriod('2025').key).toBe('2025');
    expect(parsePeriod('2025-02').end).toBe('2025-02-28');
    expect(parsePeriod('2024-02-29.2024-03-01').unit).toBe('range');
    for (const bad of [
      '2027-4-6',
      '2025-13',
      '2025-02-30',
      '25',
      '2025-01-01.2024-01-01',
      '2025-01-01.',
      ' 2025',
    ]) {
      expect(() => parsePeriod(bad), bad).toThrow(
        expect.objectContaining({ code: 'invalid_policy_period' }),
      );
    }
  });
});
