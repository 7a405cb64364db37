/**
 * The seeded synthetic UK population: households spread over the 12 ITL1 regions by their
 * census household counts; a household is a family (a single adult or a couple, working-age or
 * pensioner, with 0–4 children) and, in some owner-occupied homes, one or two other adults, each
 * a benefit unit of their own; employment and self-employment incomes drawn from stylised
 * distributions, pensions by cohort ({@link drawPensionerIncome}); tenure and rent by region. The
 * weights start at (households in the region) / (sample households in the region) and are
 * calibrated to published totals afterwards ({@link calibrateUkDataset}).
 */
import {
  boolColumn,
  createDataset,
  enumColumn,
  floatColumn,
  intColumn,
  type Dataset,
} from '../../../data/index.js';
import { drawPensionerIncome } from './draw-pensioner-income.js';
import { UkPrng } from './prng.js';
import targets from './uk-targets.json' with { type: 'json' };

/** The regions, in the model's enum order. */
export const UK_REGION_CODES = [
  'NORTH_EAST',
  'NORTH_WEST',
  'YORKSHIRE',
  'EAST_MIDLANDS',
  'WEST_MIDLANDS',
  'EAST_OF_ENGLAND',
  'LONDON',
  'SOUTH_EAST',
  'SOUTH_WEST',
  'WALES',
  'SCOTLAND',
  'NORTHERN_IRELAND',
] as const;

/** Tenure categories, in the model's enum order. */
const TENURES = [
  'RENT_FROM_COUNCIL',
  'RENT_FROM_HA',
  'RENT_PRIVATELY',
  'OWNED_OUTRIGHT',
  'OWNED_WITH_MORTGAGE',
] as const;

/** Default number of synthetic households. */
export const UK_DEFAULT_HOUSEHOLDS = 30_000;

/** Census households (thousands) by region, from the targets file. */
export const UK_REGION_HOUSEHOLDS: Readonly<Record<string, number>> =
  targets.households_by_region.thousands;

/**
 * Stylised tenure shares (council, housing association, private rent, owned outright, mortgage)
 * for working-age and pensioner households, after the English Housing Survey 2023-24's split
 * (about two thirds owner-occupiers, a fifth private renters, a sixth social renters; most
 * pensioners own outright).
 */
const TENURE_SHARES = {
  working: [0.07, 0.1, 0.24, 0.14, 0.45],
  pensioner: [0.07, 0.08, 0.06, 0.74, 0.05],
} as const;

/**
 * Chances of 0, 1 or 2 adults outside the family in an owner-occupied home: pensioners; a
 * working-age head of 45 or more (grown-up children at home: ONS counted 4.9 million
 * non-dependent children living with parents in England and Wales at the 2021 Census); a younger
 * head (relatives, lodgers).
 */
const OTHER_ADULTS = {
  pensioner: [0.92, 0.08, 0],
  parents: [0.3, 0.45, 0.25],
  younger: [0.7, 0.2, 0.1],
} as const;

/** Rent levels relative to the national median by region (London highest). */
const RENT_FACTOR: Readonly<Record<string, number>> = {
  LONDON: 1.7,
  SOUTH_EAST: 1.25,
  EAST_OF_ENGLAND: 1.15,
  SOUTH_WEST: 1.05,
};

/** Options of {@link generateUkPopulation}. */
export interface UkGenerateOptions {
  readonly households: number;
  readonly seed: number;
  readonly year: number;
  readonly name: string;
}

/** Generates the synthetic UK population (a family's benefit unit, and one per other adult). */
export function generateUkPopulation(options: UkGenerateOptions): Dataset {
  const rng = new UkPrng(options.seed);
  const shares = UK_REGION_CODES.map((r) => UK_REGION_HOUSEHOLDS[r]!);
  const person = {
    id: [] as number[],
    household: [] as number[],
    benunit: [] as number[],
    age: [] as number[],
    male: [] as number[],
    employment: [] as number[],
    selfEmployment: [] as number[],
    pension: [] as number[],
    statePension: [] as number[],
    savings: [] as number[],
  };
  const household = { region: [] as number[], tenure: [] as number[], rent: [] as number[] };
  const benunitHousehold: number[] = [];
  const sampled = new Array<number>(UK_REGION_CODES.length).fill(0);
  for (let h = 0; h < options.households; h += 1) {
    const region = rng.pick(shares);
    sampled[region] = sampled[region]! + 1;
    const pensioner = rng.chance(0.3);
    const couple = rng.chance(pensioner ? 0.5 : 0.55);
    const adults = couple ? 2 : 1;
    const children = pensioner ? 0 : rng.pick([0.6, 0.16, 0.16, 0.06, 0.02]);
    const tenure = rng.pick(pensioner ? TENURE_SHARES.pensioner : TENURE_SHARES.working);
    const regionCode = UK_REGION_CODES[region]!;
    const rentBase = tenure === 2 ? 13_000 : tenure <= 1 ? 5_800 : 0;
    const rent = rentBase * (RENT_FACTOR[regionCode] ?? 0.9) * Math.exp(0.2 * rng.normal());
    household.region.push(region);
    household.tenure.push(tenure);
    household.rent.push(Math.round(rent));
    const earner = rng.logNormal(36_000, 0.75);
    const family = benunitHousehold.push(h) - 1;
    const head = person.id.length;
    // Pensioners thin out with age (66 to 95, half under 76); a partner is within a few years.
    const pensionerAge = 66 + Math.floor(30 * rng.uniform() ** 1.6);
    for (let a = 0; a < adults; a += 1) {
      const age = pensioner
        ? Math.max(66, Math.min(95, pensionerAge + (a === 0 ? 0 : rng.integer(-4, 3))))
        : rng.integer(a === 0 ? 22 : 20, 64);
      const works = !pensioner && rng.chance(a === 0 ? 0.82 : 0.68);
      const selfEmployed = works && rng.chance(0.13);
      const pay = works
        ? Math.round(earner * Math.exp(0.4 * rng.normal()) * (a === 0 ? 1 : 0.75))
        : 0;
      person.id.push(person.id.length);
      person.household.push(h);
      person.benunit.push(family);
      person.age.push(age);
      // Most pensioners living alone are women (widows outlive husbands).
      const male = a === 0 ? rng.chance(pensioner && !couple ? 0.33 : 0.5) : !person.male.at(-1);
      const pensions = pensioner
        ? drawPensionerIncome(rng, age, male, couple, options.year)
        : { statePension: 0, privatePension: 0 };
      person.male.push(male ? 1 : 0);
      person.employment.push(selfEmployed ? 0 : pay);
      person.selfEmployment.push(selfEmployed ? Math.round(pay * 0.8) : 0);
      person.pension.push(pensions.privatePension);
      person.statePension.push(pensions.statePension);
      person.savings.push(rng.chance(0.4) ? Math.round(rng.logNormal(8_000, 1.2)) : 0);
    }
    for (let c = 0; c < children; c += 1) {
      person.id.push(person.id.length);
      person.household.push(h);
      person.benunit.push(family);
      person.age.push(rng.integer(0, 17));
      person.male.push(rng.chance(0.51) ? 1 : 0);
      person.employment.push(0);
      person.selfEmployment.push(0);
      person.pension.push(0);
      person.statePension.push(0);
      person.savings.push(0);
    }
    // Adults outside the family (grown-up children, relatives, sharers), each a benefit unit of
    // their own; only in owner-occupied homes, as the calibrated default (uk-synthetic/3) was
    // drawn. The model now charges the rent to the head's unit and takes non-dependants' housing
    // cost contributions off its UC housing element, so rented homes could hold them too: that is
    // a new dataset version, with the calibration checked again.
    const headAge = person.age[head]!;
    const others =
      tenure < 3
        ? 0
        : rng.pick(
            pensioner
              ? OTHER_ADULTS.pensioner
              : headAge >= 45
                ? OTHER_ADULTS.parents
                : OTHER_ADULTS.younger,
          );
    for (let o = 0; o < others; o += 1) {
      const works = rng.chance(0.88);
      const selfEmployed = works && rng.chance(0.08);
      const pay = works ? Math.round(rng.logNormal(19_000, 0.6)) : 0;
      person.id.push(person.id.length);
      person.household.push(h);
      person.benunit.push(benunitHousehold.push(h) - 1);
      person.age.push(pensioner ? rng.integer(30, 60) : rng.integer(18, 34));
      person.male.push(rng.chance(0.55) ? 1 : 0);
      person.employment.push(selfEmployed ? 0 : pay);
      person.selfEmployment.push(selfEmployed ? Math.round(pay * 0.8) : 0);
      person.pension.push(0);
      person.statePension.push(0);
      person.savings.push(rng.chance(0.3) ? Math.round(rng.logNormal(3_000, 1)) : 0);
    }
  }
  const weight = household.region.map(
    (r) => (UK_REGION_HOUSEHOLDS[UK_REGION_CODES[r]!]! * 1000) / sampled[r]!,
  );
  const n = person.id.length;
  const ids = Int32Array.from(person.household);
  const householdIds = Int32Array.from({ length: options.households }, (_, i) => i);
  const benunitIds = Int32Array.from(benunitHousehold, (_, i) => i);
  const personWeight = Float64Array.from(person.household, (h) => weight[h]!);
  return createDataset({
    country: 'uk',
    name: options.name,
    year: options.year,
    tables: {
      person: {
        entity: 'person',
        rowCount: n,
        columns: [
          intColumn('person_id', Int32Array.from(person.id)),
          intColumn('household_id', ids),
          intColumn('benunit_id', Int32Array.from(person.benunit)),
          intColumn('age', Int32Array.from(person.age)),
          boolColumn('is_male', Uint8Array.from(person.male)),
          floatColumn('employment_income', Float64Array.from(person.employment)),
          floatColumn('self_employment_income', Float64Array.from(person.selfEmployment)),
          floatColumn('private_pension_income', Float64Array.from(person.pension)),
          floatColumn('state_pension', Float64Array.from(person.statePension)),
          floatColumn('savings', Float64Array.from(person.savings)),
          floatColumn('person_weight', personWeight),
        ],
      },
      benunit: {
        entity: 'benunit',
        rowCount: benunitIds.length,
        columns: [
          intColumn('benunit_id', benunitIds),
          floatColumn(
            'benunit_weight',
            Float64Array.from(benunitHousehold, (h) => weight[h]!),
          ),
        ],
      },
      household: {
        entity: 'household',
        rowCount: options.households,
        columns: [
          intColumn('household_id', householdIds),
          enumColumn('region', Int32Array.from(household.region), UK_REGION_CODES),
          enumColumn('tenure_type', Int32Array.from(household.tenure), TENURES),
          floatColumn('rent', Float64Array.from(household.rent)),
          floatColumn('household_weight', Float64Array.from(weight)),
        ],
      },
    },
  });
}
