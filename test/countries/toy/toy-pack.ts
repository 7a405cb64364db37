/**
 * A test-only third country, "toy": two entities (person, household), two formula variables (a
 * flat tax above an allowance, and net income), the inputs the macro profile reads, two regions
 * ("north", "south") each its own segment, and a deterministic synthetic dataset. It exists to
 * prove the country seam by use: a report, the cache precompute and the benchmark's scenario
 * generation run on it through the same code as the US, with nothing of the toy outside this folder.
 */
import type { CountryPack } from '../../../src/countries/index.js';
import { canonicalSha256 } from '../../../src/contract/index.js';
import { createDataset, type Frame } from '../../../src/data/index.js';
import {
  createTaxSystem,
  defineEntity,
  defineEnum,
  defineVariable,
  type TaxSystem,
  type VariableSpec,
} from '../../../src/engine/index.js';

/** The toy's regions, upper-case as in the dataset's `toy_region` (a column no other country has). */
export const TOY_REGIONS = ['NORTH', 'SOUTH'] as const;

interface ToyParameters {
  readonly gov: { readonly toy: { readonly rate: number; readonly allowance: number } };
}
const v = (spec: VariableSpec<ToyParameters>) => defineVariable<ToyParameters>(spec);
const REGION = defineEnum('toy_region', [...TOY_REGIONS]);
const reference = [{ title: 'Toy Tax Act, s. 1 (a test fixture, not law)' }];
const parameters = {
  gov: {
    toy: {
      rate: { values: { '2020-01-01': 0.2 }, metadata: { unit: '/1', reference } },
      allowance: { values: { '2020-01-01': 10_000 }, metadata: { unit: 'currency', reference } },
    },
  },
};

const input = (id: string, entity: string, valueType: 'float' | 'bool', defaultValue?: number) =>
  v({
    id,
    entity,
    valueType,
    period: 'year',
    label: id,
    ...(defaultValue === undefined ? {} : { default: defaultValue }),
  });

const variables = [
  input('age', 'person', 'float'),
  input('is_male', 'person', 'bool'),
  input('in_poverty', 'person', 'bool'),
  input('in_deep_poverty', 'person', 'bool'),
  input('earnings', 'person', 'float'),
  input('household_weight', 'household', 'float', 1),
  input('people', 'household', 'float', 1),
  input('toy_benefits', 'household', 'float', 0),
  input('toy_regional_tax', 'household', 'float', 0),
  v({
    id: 'toy_region',
    entity: 'household',
    valueType: 'enum',
    enum: REGION,
    default: 'NORTH',
    period: 'year',
    label: 'Region',
  }),
  input('market_income', 'household', 'float'),
  v({
    id: 'toy_tax',
    entity: 'household',
    valueType: 'float',
    period: 'year',
    label: 'Toy tax',
    formula: (f) => {
      const { rate, allowance } = f.p.gov.toy;
      return Float64Array.from(f.get('market_income'), (x) => Math.max(0, x - allowance) * rate);
    },
  }),
  v({
    id: 'toy_net_income',
    entity: 'household',
    valueType: 'float',
    period: 'year',
    label: 'Net income',
    formula: (f) => {
      const tax = f.get('toy_tax');
      const benefits = f.get('toy_benefits');
      return Float64Array.from(f.get('market_income'), (x, i) => x - tax[i]! + benefits[i]!);
    },
  }),
];

/** The toy system (current law). */
export function createToySystem(): TaxSystem {
  return createTaxSystem({
    id: 'toy',
    version: 'toy-1',
    entities: [
      defineEntity({ key: 'person', plural: 'people', label: 'Person', isPerson: true }),
      defineEntity({ key: 'household', plural: 'households', label: 'Household' }),
    ],
    enums: [REGION],
    variables,
    parameters,
    sourceDigest: 'toy-model/1',
  });
}

/** A deterministic toy population: `households` households of 1–3 people in the two regions. */
export function createToyDataset(households: number, seed: number, year: number) {
  let state = seed >>> 0;
  const rand = (): number => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
  const person = {
    id: [] as number[],
    household: [] as number[],
    age: [] as number[],
    male: [] as number[],
    earnings: [] as number[],
    poor: [] as number[],
    weight: [] as number[],
  };
  const household = {
    id: [] as number[],
    region: [] as number[],
    weight: [] as number[],
    income: [] as number[],
    people: [] as number[],
  };
  for (let h = 1; h <= households; h++) {
    const size = 1 + Math.floor(rand() * 3);
    const weight = 50 + Math.floor(rand() * 100);
    let income = 0;
    for (let k = 0; k < size; k++) {
      const earnings = k === 0 ? Math.round(rand() * 60_000) : 0;
      income += earnings;
      person.id.push(person.id.length + 1);
      person.household.push(h);
      person.age.push(k === 0 ? 25 + Math.floor(rand() * 50) : Math.floor(rand() * 18));
      person.male.push(rand() < 0.5 ? 1 : 0);
      person.earnings.push(earnings);
      person.weight.push(weight);
    }
    for (let k = 0; k < size; k++) person.poor.push(income < 12_000 ? 1 : 0);
    household.id.push(h);
    household.region.push(h % 2);
    household.weight.push(weight);
    household.income.push(income);
    household.people.push(size);
  }
  const f64 = (xs: number[]) => Float64Array.from(xs);
  const tables: Record<string, Frame> = {
    person: {
      entity: 'person',
      rowCount: person.id.length,
      columns: [
        { name: 'person_id', kind: 'int', values: Int32Array.from(person.id) },
        { name: 'household_id', kind: 'int', values: Int32Array.from(person.household) },
        { name: 'person_weight', kind: 'float', values: f64(person.weight) },
        { name: 'age', kind: 'float', values: f64(person.age) },
        { name: 'is_male', kind: 'bool', values: Uint8Array.from(person.male) },
        { name: 'earnings', kind: 'float', values: f64(person.earnings) },
        { name: 'in_poverty', kind: 'bool', values: Uint8Array.from(person.poor) },
        { name: 'in_deep_poverty', kind: 'bool', values: new Uint8Array(person.id.length) },
      ],
    },
    household: {
      entity: 'household',
      rowCount: households,
      columns: [
        { name: 'household_id', kind: 'int', values: Int32Array.from(household.id) },
        { name: 'household_weight', kind: 'float', values: f64(household.weight) },
        {
          name: 'toy_region',
          kind: 'enum',
          values: Int32Array.from(household.region),
          categories: [...TOY_REGIONS],
        },
        { name: 'market_income', kind: 'float', values: f64(household.income) },
        { name: 'people', kind: 'float', values: f64(household.people) },
      ],
    },
  };
  return createDataset({
    country: 'toy',
    name: `toy-${households}-s${seed}-${year}`,
    year,
    tables,
  });
}

/** The toy pack: the same interface the US pack implements. */
export const toyPack: CountryPack = {
  id: 'toy',
  label: 'Toyland',
  loadModel: async () => ({ version: 'toy-1', system: createToySystem() }),
  regions: {
    states: TOY_REGIONS.map((r) => r.toLowerCase()),
    column: 'toy_region',
    segments: TOY_REGIONS.map((r) => ({ states: [r] })),
  },
  macroProfile: {
    country: 'toy',
    labels: {
      currency: '¤',
      nationalTax: 'toy tax',
      regionalTax: 'regional tax',
      poverty: 'toy poverty',
      regions: 'Regions',
      region: 'region',
    },
    household: {
      netIncome: 'toy_net_income',
      marketIncome: 'market_income',
      tax: 'toy_tax',
      benefits: 'toy_benefits',
      refundableTaxCredits: 'toy_benefits',
      stateIncomeTax: 'toy_regional_tax',
      countPeople: 'people',
    },
    person: {
      householdId: 'household_id',
      age: 'age',
      isMale: 'is_male',
      inPoverty: 'in_poverty',
      inDeepPoverty: 'in_deep_poverty',
    },
    programs: [{ id: 'toy_tax', variable: 'toy_tax', entity: 'household', kind: 'tax' }],
  },
  dataset: {
    name: 'default',
    dataVersion: 'toy-synthetic/1',
    defaults: { households: 200, seed: 1 },
    years: [2026],
    build: ({ households, seed, year }) => ({
      dataset: createToyDataset(households, seed, year),
      reports: [],
    }),
    identity: ({ households, seed }, modelRulesHash) => ({
      name: 'default',
      dataVersion: 'toy-synthetic/1',
      sourceDigest: canonicalSha256({ households, seed, model: modelRulesHash }),
      buildFingerprint: canonicalSha256({ builder: 'createToyDataset' }),
    }),
  },
  benchmark: {
    programs: [{ id: 'toy_tax', label: 'Toy tax', description: 'the toy tax, per year' }],
    law: 'current toy law',
  },
  exampleReform: {
    policy: { reform: { 'gov.toy.rate': { '2026-01-01.2100-12-31': 0.25 } } },
    file: 'test/countries/toy/toy-pack.ts',
    summary: 'toy tax rate 25%',
  },
  defaultYear: 2026,
};
