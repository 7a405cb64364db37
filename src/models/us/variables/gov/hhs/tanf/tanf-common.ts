/**
 * Vector helpers shared by the state TANF programs: the minor-child test, the income sources they
 * count, per-person totals, schedules by unit size and the grant itself (each program is `definedFor` its state;
 * sums use the model's `sumVariables`). Every helper works on the rows of an
 * SPM-unit formula; amounts follow the formula's period, so a monthly formula sees monthly income.
 */
import type { UsFormulaContext } from '../../../us-variable.js';

/** Earned income TANF counts: wages and net self-employment income (45 CFR 260.30 "earned income"). */
export const TANF_EARNED_SOURCES = ['employment_income', 'self_employment_income'] as const;

/**
 * Unearned income the federal TANF baseline counts that the model knows: Social Security,
 * pensions, unemployment compensation, dividends and interest. SSI is not counted.
 */
export const TANF_UNEARNED_SOURCES = [
  'social_security',
  'pension_income',
  'unemployment_compensation',
  'dividend_income',
  'interest_income',
] as const;

/**
 * 1 where the unit has a minor child: a member younger than `ageLimit` (a dependent child under
 * 18, 42 U.S.C. 619(2); nobody here is a secondary-school student or pregnant).
 */
export function hasMinorChild(f: UsFormulaContext, ageLimit: number): Uint8Array {
  const age = f.members('age');
  const child = new Uint8Array(age.length);
  for (let j = 0; j < age.length; j += 1) child[j] = age[j]! < ageLimit ? 1 : 0;
  const any = f.aggregate(child, 'person', 'any');
  const out = new Uint8Array(f.size);
  for (let i = 0; i < f.size; i += 1) out[i] = any[i]! > 0 ? 1 : 0;
  return out;
}

/**
 * Maximum dependent care deduction per unit: for each person counted by `counts`, `young` if
 * younger than `ageThreshold`, else `older`; capped at the unit's child care expenses for the period.
 */
export function dependentCareDeduction(
  f: UsFormulaContext,
  counts: ArrayLike<number>,
  ageThreshold: number,
  young: number,
  older: number,
): Float64Array {
  const age = f.members('age');
  const perPerson = new Float64Array(age.length);
  for (let j = 0; j < age.length; j += 1) {
    if (counts[j]) perPerson[j] = age[j]! < ageThreshold ? young : older;
  }
  const cap = f.aggregate(perPerson, 'person', 'sum');
  const expenses = f.get('childcare_expenses');
  const out = new Float64Array(f.size);
  for (let i = 0; i < f.size; i += 1) out[i] = Math.min(Math.max(expenses[i]!, 0), cap[i]!);
  return out;
}

/**
 * {@link dependentCareDeduction} for the unit's minor children (members younger than `minorAge`),
 * the care most state TANF programs deduct.
 */
export function minorChildCareDeduction(
  f: UsFormulaContext,
  minorAge: number,
  ageThreshold: number,
  young: number,
  older: number,
): Float64Array {
  const cared = Uint8Array.from(f.members('age'), (a) => (a < minorAge ? 1 : 0));
  return dependentCareDeduction(f, cared, ageThreshold, young, older);
}

/**
 * A per-person amount of each member's gross earnings (wages and self-employment income, each at
 * least 0), summed over the unit: `amount(gross, j)` for member row `j` with earnings, 0 for a
 * member without (the states' earned income disregards, taken person by person).
 */
export function perEarnerSum(
  f: UsFormulaContext,
  amount: (gross: number, j: number) => number,
): Float64Array {
  const wages = f.members('employment_income');
  const selfEmployment = f.members('self_employment_income');
  const out = new Float64Array(wages.length);
  for (let j = 0; j < wages.length; j += 1) {
    const gross = Math.max(wages[j]!, 0) + Math.max(selfEmployment[j]!, 0);
    if (gross > 0) out[j] = amount(gross, j);
  }
  return f.aggregate(out, 'person', 'sum');
}

/**
 * A TANF grant per unit: what the unit falls short of its standard (`shortfall(i)`: the payment
 * standard or maximum less countable income, after whatever cap, ratio or rounding the state
 * applies), paid where the unit is eligible and the shortfall is positive and at least the state's
 * minimum payment (a grant below the minimum is not paid). Every state program ends this way.
 */
export function tanfGrant(
  f: UsFormulaContext,
  eligible: ArrayLike<number>,
  shortfall: (i: number) => number,
  minimum = 0,
): Float64Array {
  const out = new Float64Array(f.size);
  for (let i = 0; i < f.size; i += 1) {
    if (!eligible[i]) continue;
    const grant = shortfall(i);
    if (grant > 0 && grant >= minimum) out[i] = grant;
  }
  return out;
}
