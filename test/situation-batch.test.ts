import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fillSituation, simulateSituations, type Situation } from '../src/engine/index.js';
import { createUsSystem } from '../src/models/us/index.js';

const system = createUsSystem();
const OUTPUTS = ['adjusted_gross_income', 'income_tax', 'eitc', 'household_net_income', 'snap'];

/** A US household of one year: a filer, maybe a spouse, some children, in a state. */
const household = fc
  .record({
    year: fc.constantFrom('2024', '2025', '2026'),
    state: fc.constantFrom('CA', 'TX', 'NY', 'FL', 'TN', 'AK'),
    wages: fc.integer({ min: 0, max: 250_000 }),
    spouse: fc.option(fc.integer({ min: 0, max: 120_000 }), { nil: undefined }),
    children: fc.integer({ min: 0, max: 3 }),
  })
  .map(({ year, state, wages, spouse, children }): Situation => {
    const people: Record<string, Record<string, unknown>> = {
      head: { age: { [year]: 35 }, employment_income: { [year]: wages } },
    };
    if (spouse !== undefined)
      people.spouse = { age: { [year]: 33 }, employment_income: { [year]: spouse } };
    for (let c = 0; c < children; c += 1) people[`child${c}`] = { age: { [year]: 2 + c * 4 } };
    const members = Object.keys(people);
    return {
      people,
      tax_units: { tu: { members } },
      spm_units: { spm: { members } },
      households: { hh: { members, state_code: { [year]: state } } },
    } as Situation;
  });

const fill = (docs: readonly Situation[]) => {
  const { simulation, batch } = simulateSituations(system, docs);
  return docs.map((d, i) => fillSituation(simulation, batch, i, d, OUTPUTS));
};

describe('a batch of US situations', () => {
  it('gives a 2024 household batched with a 2025 one its own AGI', () => {
    const one = (year: string): Situation => ({
      people: { you: { age: { [year]: 40 }, employment_income: { [year]: 50_000 } } },
      households: { hh: { members: ['you'], state_code: { [year]: 'TX' } } },
    });
    const [a, b] = fill([one('2024'), one('2025')]);
    expect(a!.tax_units!.tax_unit!.adjusted_gross_income).toEqual({ 2024: 50_000 });
    expect(b!.tax_units!.tax_unit!.adjusted_gross_income).toEqual({ 2025: 50_000 });
  });

  it('gives each situation exactly the values it gets alone, whatever the years, states and order', () => {
    fc.assert(
      fc.property(fc.array(household, { minLength: 2, maxLength: 4 }), (docs) => {
        const together = fill(docs);
        docs.forEach((d, i) => expect(together[i]).toEqual(fill([d])[0]));
      }),
      { numRuns: 12 },
    );
  });
});

describe('US situations: roles and numbers', () => {
  const couple = (extra: Record<string, unknown>): Situation =>
    ({
      people: {
        a: { age: { 2025: 40 }, employment_income: { 2025: 10_000 } },
        b: { age: { 2025: 38 }, employment_income: { 2025: 60_000 } },
      },
      tax_units: { tu: { members: ['a', 'b'], ...extra } },
      households: { hh: { members: ['a', 'b'], state_code: { 2025: 'TX' } } },
    }) as Situation;

  it('honours heads and spouses given in the situation', () => {
    const { simulation } = simulateSituations(system, [couple({ heads: ['b'], spouses: ['a'] })]);
    expect(Array.from(simulation.calculate('is_tax_unit_head', '2025'))).toEqual([0, 1]);
    expect(Array.from(simulation.calculate('is_tax_unit_spouse', '2025'))).toEqual([1, 0]);
    const alone = simulateSituations(system, [couple({})]).simulation;
    expect(Array.from(alone.calculate('is_tax_unit_head', '2025'))).toEqual([1, 0]);
  });

  it('rejects a negative age, a fractional age and an age that would wrap', () => {
    const doc = couple({});
    (doc.people!.a as Record<string, unknown>).age = { 2025: -5 };
    (doc.people!.b as Record<string, unknown>).age = { 2025: 40.7, 2026: 3e9 };
    expect(() => simulateSituations(system, [doc])).toThrow(
      expect.objectContaining({
        issues: [
          expect.objectContaining({ code: 'value_out_of_range', path: 'people.a.age.2025' }),
          expect.objectContaining({ code: 'invalid_value', path: 'people.b.age.2025' }),
          expect.objectContaining({ code: 'value_out_of_range', path: 'people.b.age.2026' }),
        ],
      }),
    );
  });
});
