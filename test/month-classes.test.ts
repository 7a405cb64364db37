import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MONTH_EQUIVALENCE_MIN_PEOPLE,
  parseSituations,
  Simulation,
  type Column,
  type Situation,
  type TaxSystem,
} from '../src/engine/index.js';
import { createUsSystem, STATE_CODE } from '../src/models/us/index.js';

const system = createUsSystem();

/**
 * A US household of one year in any state: a filer, maybe a spouse, some children (some under
 * two), wages, self-employment, Social Security, child care and rent — enough to reach the state
 * programs (TANF, SNAP, school meals, Medicaid) whose parameters change within a year.
 */
const household = fc
  .record({
    year: fc.constantFrom('2024', '2025', '2026'),
    state: fc.constantFrom(...STATE_CODE.names.filter((s) => s.length === 2)),
    wages: fc.integer({ min: 0, max: 90_000 }),
    self: fc.integer({ min: 0, max: 12_000 }),
    pension: fc.constantFrom(0, 0, 8_000),
    spouse: fc.option(fc.integer({ min: 0, max: 40_000 }), { nil: undefined }),
    ages: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 4 }),
    childcare: fc.constantFrom(0, 2_400, 9_000),
    rent: fc.constantFrom(0, 9_600, 18_000),
  })
  .map((h): Situation => {
    const y = h.year;
    const people: Record<string, Record<string, unknown>> = {
      head: {
        age: { [y]: h.pension ? 67 : 31 },
        employment_income: { [y]: h.wages },
        self_employment_income: { [y]: h.self },
        social_security: { [y]: h.pension },
        rent: { [y]: h.rent },
      },
    };
    if (h.spouse !== undefined)
      people.spouse = { age: { [y]: 29 }, employment_income: { [y]: h.spouse } };
    h.ages.forEach((age, c) => (people[`child${c}`] = { age: { [y]: age } }));
    const members = Object.keys(people);
    return {
      people,
      tax_units: { tu: { members } },
      spm_units: { spm: { members, childcare_expenses: { [y]: h.childcare } } },
      households: { hh: { members, state_code: { [y]: h.state } } },
    } as Situation;
  });

/** Every variable's value (or the message of its error) for a year and each of its months. */
function everything(
  sys: TaxSystem,
  docs: readonly Situation[],
  monthClasses: boolean,
  year: string,
  monthsBackwards: boolean,
): Map<string, string> {
  const batch = parseSituations(sys, docs);
  const sim = new Simulation({ system: sys, population: batch.population, monthClasses });
  for (const [id, byPeriod] of batch.inputs)
    for (const [period, { values, mask }] of byPeriod)
      sim.setInput(id, period, values, mask.every((m) => m === 1) ? undefined : mask);
  const out = new Map<string, string>();
  const show = (id: string, period: string): void => {
    let text: string;
    try {
      text = Array.from(sim.calculate(id, period) as Column).join(',');
    } catch (error) {
      text = `error: ${(error as Error).message}`;
    }
    out.set(`${id}@${period}`, text);
  };
  const months = Array.from({ length: 12 }, (_, m) => `${year}-${String(m + 1).padStart(2, '0')}`);
  if (monthsBackwards) months.reverse();
  for (const variable of sys.variables.values()) {
    if (variable.period === 'month') for (const month of months) show(variable.id, month);
    if (variable.period !== 'eternity') show(variable.id, year);
  }
  return out;
}

describe('month classes on the US model', () => {
  it('give every variable, every month and year, the value computed without them', () => {
    fc.assert(
      fc.property(
        fc.array(household, { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        (docs, backwards) => {
          // One year per batch: the batch's situations share the first one's year.
          const year = Object.keys(
            (docs[0]!.households as Record<string, { state_code: object }>).hh!.state_code,
          )[0]!;
          const same = docs.map((d) =>
            JSON.parse(JSON.stringify(d).replace(/"20(24|25|26)"/g, `"${year}"`)),
          ) as Situation[];
          const on = everything(system, same, true, year, backwards);
          const off = everything(system, same, false, year, !backwards);
          for (const [key, value] of on) expect(`${key} ${value}`).toBe(`${key} ${off.get(key)}`);
        },
      ),
      { numRuns: 8 },
    );
  }, 600_000);

  it('agree with month-equivalence on a population large enough to use it', () => {
    const docs = fc
      .sample(household, { seed: 20261201, numRuns: 70 })
      .map((d) => JSON.parse(JSON.stringify(d).replace(/"20(24|25|26)"/g, '"2025"')) as Situation);
    const people = docs.reduce((n, d) => n + Object.keys(d.people!).length, 0);
    expect(people).toBeGreaterThanOrEqual(MONTH_EQUIVALENCE_MIN_PEOPLE);
    const on = everything(system, docs, true, '2025', false);
    const off = everything(system, docs, false, '2025', true);
    expect(on.size).toBeGreaterThan(3_000);
    for (const [key, value] of on) expect(`${key} ${value}`).toBe(`${key} ${off.get(key)}`);
  }, 600_000);
});
