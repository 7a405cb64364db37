/**
 * Helpers shared by the Alaska, Nevada, South Dakota and Wyoming cash-assistance formulas: the
 * state test, the dependent-child test, and the gross earned and unearned income these programs
 * start from (wages and self-employment; interest, dividends, pensions, unemployment compensation
 * and Social Security). Every helper works on the rows of an SPM-unit formula; amounts follow the
 * formula's period, so a monthly formula sees monthly income.
 */
import { STATE_CODE } from '../../../enums.js';
import type { UsFormulaContext } from '../../../us-variable.js';

/** A two-letter state code of the model's state enum. */
export type StateName = (typeof STATE_CODE.names)[number];

/** Unearned income the state TANF programs count in full (42 U.S.C. 602(a); the states' plans). */
export const TANF_UNEARNED_SOURCES = [
  'interest_income',
  'dividend_income',
  'pension_income',
  'unemployment_compensation',
  'social_security',
] as const;

/** 1 where the unit's household is in the given state. */
export function isInState(f: UsFormulaContext, state: StateName): Uint8Array {
  const code = STATE_CODE.codes[state];
  const states = f.get('state_code');
  const out = new Uint8Array(f.size);
  for (let i = 0; i < f.size; i += 1) out[i] = states[i] === code ? 1 : 0;
  return out;
}

/** 1 where the unit has a member younger than `ageLimit` (a dependent child). */
export function hasMinorChild(f: UsFormulaContext, ageLimit: number): Uint8Array {
  const age = f.members('age');
  const young = new Uint8Array(age.length);
  for (let i = 0; i < age.length; i += 1) young[i] = age[i]! < ageLimit ? 1 : 0;
  return Uint8Array.from(f.aggregate(young, 'person', 'any'));
}

/** Each person's gross earned income (wages plus net self-employment income), over all people. */
export function personEarnedIncome(f: UsFormulaContext): Float64Array {
  const wages = f.members('employment_income');
  const self = f.members('self_employment_income');
  const out = new Float64Array(wages.length);
  for (let i = 0; i < wages.length; i += 1) out[i] = wages[i]! + self[i]!;
  return out;
}

/** The unit's gross unearned income from {@link TANF_UNEARNED_SOURCES}. */
export function unitUnearnedIncome(f: UsFormulaContext): Float64Array {
  const out = f.zeros();
  for (const id of TANF_UNEARNED_SOURCES) {
    const v = f.sum(id);
    for (let i = 0; i < f.size; i += 1) out[i] = out[i]! + v[i]!;
  }
  return out;
}

/** Sums a per-person array (over all people) into the unit's rows. */
export function sumOverUnit(f: UsFormulaContext, values: Float64Array): Float64Array {
  return f.aggregate(values, 'person', 'sum');
}

/**
 * A schedule by unit size (keys "1" … "N" as in the parameter): sizes above the largest key add
 * `additional` per extra person; sizes below the smallest key use the smallest.
 */
export function scheduleBySize(
  schedule: Readonly<Record<string, number>>,
  sizes: ArrayLike<number>,
  additional = 0,
): Float64Array {
  const keys = Object.keys(schedule)
    .map(Number)
    .sort((a, b) => a - b);
  const smallest = keys[0] ?? 1;
  const largest = keys[keys.length - 1] ?? 1;
  const out = new Float64Array(sizes.length);
  for (let i = 0; i < sizes.length; i += 1) {
    const n = Math.max(sizes[i]!, smallest);
    const capped = Math.min(n, largest);
    out[i] = (schedule[String(capped)] ?? 0) + Math.max(n - largest, 0) * additional;
  }
  return out;
}
