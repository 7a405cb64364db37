import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defineEntity } from './entity.js';
import { SituationError } from './errors.js';
import { fillSituation, simulateSituations, type Situation } from './situation.js';
import { createTaxSystem } from './tax-system.js';
import { createToySystem, toyEntities, toyParameters, toyVariables } from './testing/toy-model.js';
import { defineVariable } from './variable.js';

const system = createToySystem();

const household = (year: string, wages: number[], ages: number[]): Situation => ({
  people: Object.fromEntries(
    wages.map((w, i) => [`p${i}`, { wages: { [year]: w }, age: { [year]: ages[i]! } }]),
  ),
  tax_units: { tu: { members: wages.map((_, i) => `p${i}`), net_tax: { [year]: null } } },
  households: { hh: { members: wages.map((_, i) => `p${i}`) } },
});

function issuesOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SituationError);
    return (error as SituationError).issues.map((i) => `${i.code}@${i.path}: ${i.message}`);
  }
  return [];
}

const OUTPUTS = ['net_tax', 'taxable', 'filing_status', 'household_tax'];
const fill = (docs: Situation[]) => {
  const { simulation, batch } = simulateSituations(system, docs);
  return docs.map((d, i) => fillSituation(simulation, batch, i, d, OUTPUTS));
};

describe('a batch of situations', () => {
  it('answers each situation at its own year', () => {
    const a = household('2021', [30_000], [40]);
    const b = household('2022', [30_000], [40]);
    const [inA, inB] = fill([a, b]);
    expect(inA).toEqual(fill([a])[0]);
    expect(inB).toEqual(fill([b])[0]);
    expect(inB!.tax_units!.tu!.net_tax).toHaveProperty('2022');
  });

  it('gives each situation exactly the values it gets alone, whatever the years and order', () => {
    const doc = fc
      .record({
        year: fc.constantFrom('2020', '2021', '2022'),
        people: fc.array(
          fc.record({
            wage: fc.integer({ min: 0, max: 200_000 }),
            age: fc.integer({ min: 0, max: 90 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
      })
      .map(({ year, people }) =>
        household(
          year,
          people.map((p) => p.wage),
          people.map((p) => p.age),
        ),
      );
    fc.assert(
      fc.property(fc.array(doc, { minLength: 1, maxLength: 5 }), (docs) => {
        const together = fill(docs);
        docs.forEach((d, i) => expect(together[i]).toEqual(fill([d])[0]));
      }),
      { numRuns: 60 },
    );
  });
});

describe('numbers in a situation', () => {
  const person = (values: Record<string, unknown>) => ({
    people: { a: values },
    tax_units: { tu: { members: ['a'] } },
    households: { hh: { members: ['a'] } },
  });

  it('checks each input against its type and range, naming the field and the fix', () => {
    const found = issuesOf(() =>
      simulateSituations(system, [
        person({
          age: { 2021: 40.7, 2022: 3e9, 2020: -5 },
          wages: { 2021: Number.POSITIVE_INFINITY, 2022: '100' },
        }),
      ]),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^invalid_value@people\.a\.age\.2021: .*whole number.*40\.7/),
        expect.stringMatching(/^value_out_of_range@people\.a\.age\.2022: .*3000000000/),
        expect.stringMatching(/^value_out_of_range@people\.a\.age\.2020: .*at least 0/),
        expect.stringMatching(/^invalid_value@people\.a\.wages\.2021: .*Infinity.*finite/),
        expect.stringMatching(/^invalid_value@people\.a\.wages\.2022: .*"100"/),
      ]),
    );
    expect(found).toHaveLength(5);
  });

  it('says which period a variable takes', () => {
    const [issue] = issuesOf(() =>
      simulateSituations(system, [person({ wages: { '2021-01': 1 } })]),
    );
    expect(issue).toMatch(
      /^invalid_period@people\.a\.wages\.2021-01: wages is defined per year; give a year such as 2021$/,
    );
  });
});

describe('roles in a situation', () => {
  const entities = [
    toyEntities[0]!,
    defineEntity({
      key: 'tax_unit',
      plural: 'tax_units',
      label: 'Tax unit',
      roles: [
        { key: 'member', plural: 'members', label: 'Member' },
        { key: 'head', plural: 'heads', label: 'Head', variable: 'is_head' },
      ],
    }),
    toyEntities[2]!,
  ];
  const withRoles = createTaxSystem({
    id: 'toy-roles',
    version: '1',
    entities,
    parameters: toyParameters,
    variables: [
      ...toyVariables,
      defineVariable({
        id: 'is_head',
        entity: 'person',
        valueType: 'bool',
        period: 'year',
        label: 'Head',
        // Without an input: the first member.
        formula: (f) => {
          const first = new Set<number>();
          const unit = f.members('wages');
          return Uint8Array.from(unit, (_, i) => (first.size === 0 && first.add(i) ? 1 : 0));
        },
      }),
    ],
  });

  it('honours a role the model has a variable for', () => {
    const doc = {
      people: { a: { age: { 2021: 40 } }, b: { age: { 2021: 38 } } },
      tax_units: { tu: { members: ['a'], heads: ['b'] } },
      households: { hh: { members: ['a', 'b'] } },
    };
    const { simulation } = simulateSituations(withRoles, [doc]);
    expect(Array.from(simulation.calculate('is_head', '2021'))).toEqual([0, 1]);
  });

  it('rejects a role the model has no notion of, and reports each problem once', () => {
    const found = issuesOf(() =>
      simulateSituations(system, [
        {
          people: { a: { age: { 2021: 40 } } },
          tax_units: { tu: { members: ['a', 'ghost'], heads: ['a'], spouses: ['a'] } },
          households: { hh: { members: ['a'] } },
        },
      ]),
    );
    expect(found).toEqual([
      expect.stringMatching(/^unknown_person@tax_units\.tu\.members: "ghost"/),
      expect.stringMatching(/^unsupported_role@tax_units\.tu\.heads: /),
      expect.stringMatching(/^unknown_role@tax_units\.tu\.spouses: /),
    ]);
    const dup = issuesOf(() =>
      simulateSituations(withRoles, [
        {
          people: { a: {} },
          tax_units: { tu: { members: ['a', 'ghost'] } },
          households: { hh: { members: ['a'] } },
        },
      ]),
    );
    expect(dup.filter((l) => l.startsWith('unknown_person'))).toHaveLength(1);
  });
});
