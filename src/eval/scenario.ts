import { z } from 'zod';

/** A household situation in PolicyEngine's JSON shape (`people`, `tax_units`, …, `households`). */
export type Situation = Readonly<Record<string, unknown>>;

/** One benchmark household: what the prompt describes and what the reference outputs are for. */
export interface Scenario {
  readonly id: string;
  readonly country: string;
  readonly year: number;
  readonly state: string;
  readonly filingStatus: string;
  readonly adults: number;
  readonly children: number;
  /** Sum of the household's income inputs for the year, in dollars. */
  readonly totalIncome: number;
  readonly situation: Situation;
}

/** Zod schema of a {@link Scenario} row once parsed from `scenarios.csv`. */
export const ScenarioSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9._-]+$/),
    country: z.string().min(1),
    year: z.number().int(),
    state: z.string(),
    filingStatus: z.string(),
    adults: z.number().int().min(0),
    children: z.number().int().min(0),
    totalIncome: z.number(),
    situation: z.record(z.string(), z.unknown()),
  })
  .strict();

/** Age at which a person counts as an adult in scenario summaries. */
export const ADULT_AGE = 18;

/** Person inputs that count towards a scenario's total income. */
export const INCOME_INPUTS: readonly string[] = [
  'employment_income',
  'self_employment_income',
  'tip_income',
  'unemployment_compensation',
  'taxable_pension_income',
  'social_security_retirement',
  'social_security_disability',
  'long_term_capital_gains',
  'short_term_capital_gains',
  'qualified_dividend_income',
  'non_qualified_dividend_income',
  'taxable_interest_income',
  'rental_income',
  'farm_income',
  'alimony_income',
  'miscellaneous_income',
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The value of `{variable: {period: value}}` for a year (or the only period present). */
export function situationValue(entity: unknown, variable: string, year: number): unknown {
  if (!isRecord(entity)) return undefined;
  const byPeriod = entity[variable];
  if (!isRecord(byPeriod)) return undefined;
  if (String(year) in byPeriod) return byPeriod[String(year)];
  const values = Object.values(byPeriod);
  return values.length === 1 ? values[0] : undefined;
}

/** The people of a situation, by id. */
export function situationPeople(situation: Situation): Record<string, unknown> {
  const people = situation['people'];
  return isRecord(people) ? people : {};
}

/** Members and values of each group of one entity plural (`tax_units`, `households`…). */
export function situationGroups(
  situation: Situation,
  plural: string,
): Record<string, Record<string, unknown>> {
  const groups = situation[plural];
  if (!isRecord(groups)) return {};
  const out: Record<string, Record<string, unknown>> = {};
  for (const [id, group] of Object.entries(groups)) if (isRecord(group)) out[id] = group;
  return out;
}

/** Counts of adults and children and the total income of a situation, for the year. */
export function summariseSituation(
  situation: Situation,
  year: number,
  incomeInputs: readonly string[] = INCOME_INPUTS,
): { adults: number; children: number; totalIncome: number } {
  let adults = 0;
  let children = 0;
  let totalIncome = 0;
  for (const person of Object.values(situationPeople(situation))) {
    const age = Number(situationValue(person, 'age', year) ?? ADULT_AGE);
    if (age >= ADULT_AGE) adults += 1;
    else children += 1;
    for (const input of incomeInputs) {
      const value = Number(situationValue(person, input, year) ?? 0);
      if (Number.isFinite(value)) totalIncome += value;
    }
  }
  return { adults, children, totalIncome: Math.round(totalIncome * 100) / 100 };
}

/**
 * A filing status from the household's composition, used when the model does not compute
 * `filing_status`: two or more adults file jointly, one adult with children as head of household.
 */
export function filingStatusFromComposition(adults: number, children: number): string {
  if (adults >= 2) return 'JOINT';
  if (children > 0) return 'HEAD_OF_HOUSEHOLD';
  return 'SINGLE';
}
