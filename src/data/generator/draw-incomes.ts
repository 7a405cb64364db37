import type { Prng } from './prng.js';
import type { PersonTable } from './person-table.js';

/**
 * Median annual wage of a full-time, full-year worker by age band (lower bounds 16, 25, 35, 45,
 * 55, 65), approximating BLS Current Population Survey usual weekly earnings of full-time wage and
 * salary workers by age, 2024 annual averages, times 52.
 */
const FULL_TIME_MEDIAN_WAGE = [30000, 52000, 64000, 68000, 65000, 58000] as const;

function wageBand(age: number): number {
  return age < 25 ? 0 : age < 35 ? 1 : age < 45 ? 2 : age < 55 ? 3 : age < 65 ? 4 : 5;
}

/**
 * Employment rate by age, approximating BLS CPS 2024 employment-population ratios (table A-13
 * style bands); lowered for people with a disability, students and parents of young children.
 */
function employmentRate(
  age: number,
  disabled: boolean,
  student: boolean,
  parentOfYoung: boolean,
): number {
  let p =
    age < 16
      ? 0
      : age < 18
        ? 0.25
        : age < 20
          ? 0.4
          : age < 25
            ? 0.68
            : age < 55
              ? 0.81
              : age < 62
                ? 0.7
                : age < 65
                  ? 0.5
                  : age < 70
                    ? 0.3
                    : age < 75
                      ? 0.17
                      : 0.06;
  if (student) p = Math.min(p, 0.45);
  if (parentOfYoung) p *= 0.85;
  if (disabled) p *= 0.3;
  return p;
}

/** Context shared by the members of one household. */
export interface IncomeContext {
  /** State median household income over the national median. */
  readonly stateIncomeFactor: number;
  /** Household-level earnings latent factor (standard normal): spouses' earnings correlate. */
  readonly householdSkill: number;
  /** Whether the household has a child under 6. */
  readonly hasYoungChild: boolean;
}

/**
 * Draws a person's disability, work, earnings, benefits, retirement and investment income into
 * row `row` of the person table (age, sex and student status already set). Returns the person's
 * latent earnings factor, which later draws (housing, giving) reuse.
 */
export function drawPersonIncomes(
  rng: Prng,
  people: PersonTable,
  row: number,
  context: IncomeContext,
): number {
  const f = people.f;
  const age = f.age.get(row);
  const male = people.b.is_male.get(row) === 1;
  const student = people.b.is_full_time_student.get(row) === 1;
  const skill = 0.6 * context.householdSkill + 0.8 * rng.normal();
  const pDisabled = age < 18 ? 0.03 : age < 45 ? 0.035 : age < 55 ? 0.06 : age < 65 ? 0.1 : 0.12;
  const disabled = rng.chance(pDisabled);
  people.b.is_disabled.set(row, disabled ? 1 : 0);
  people.b.is_blind.set(row, rng.chance(age < 65 ? 0.002 : 0.008) ? 1 : 0);
  if (age < 16) return skill;

  const parentOfYoung = context.hasYoungChild && age >= 18 && age < 50 && !male;
  let wage = 0;
  if (rng.chance(employmentRate(age, disabled, student, parentOfYoung))) {
    const fullTime = rng.chance(student || age < 18 ? 0.2 : age < 25 || age >= 65 ? 0.55 : 0.85);
    const hours = fullTime ? (rng.chance(0.25) ? rng.integer(42, 60) : 40) : rng.integer(5, 34);
    const weeks = rng.chance(0.72) ? 52 : rng.integer(2, 51);
    let annual =
      FULL_TIME_MEDIAN_WAGE[wageBand(age)]! *
      context.stateIncomeFactor *
      Math.exp(0.62 * skill) *
      (male ? 1.08 : 0.92);
    // A thin Pareto tail for top earners (SOI wage distribution is far heavier than log-normal).
    if (rng.chance(0.03 + 0.05 * Math.max(0, skill - 1))) annual *= rng.pareto(1.5, 1.7);
    annual = Math.min(annual, 25_000_000);
    wage = Math.round((annual * (hours / 40) * (weeks / 52)) / 10) * 10;
    f.employment_income.set(row, wage);
    f.weekly_hours_worked.set(row, hours);
    if (wage < 60000 && rng.chance(0.05))
      f.tip_income.set(row, Math.round(wage * rng.between(0.1, 0.3)));
    if (hours >= 40 && wage > 25000 && wage < 150000 && rng.chance(0.12))
      f.fsla_overtime_premium.set(row, Math.round(wage * rng.between(0.01, 0.06)));
  } else if (age < 65 && !student && rng.chance(disabled ? 0.02 : 0.07)) {
    f.unemployment_compensation.set(
      row,
      Math.round(rng.between(1500, 14000) * Math.sqrt(context.stateIncomeFactor)),
    );
  }
  if (age >= 18 && age < 80 && rng.chance(wage > 0 ? 0.06 : 0.09)) {
    const profit = rng.chance(0.15)
      ? -rng.between(500, 20000) * (skill > 1.5 ? 10 : 1)
      : rng.logNormal(16000 * context.stateIncomeFactor, 1.1) * Math.exp(0.3 * skill);
    f.self_employment_income.set(row, Math.round(Math.min(profit, 10_000_000)));
  }

  // Social Security: retired-worker and auxiliary benefits from 62, disabled-worker benefits before.
  const pRetirement = age < 62 ? 0 : age < 65 ? 0.3 : age < 66 ? 0.6 : age < 67 ? 0.75 : 0.94;
  if (rng.chance(pRetirement)) {
    const early = age < 67 ? 0.82 : 1;
    const benefit = 22800 * early * Math.exp(0.25 * skill + 0.1 * rng.normal());
    f.social_security_retirement.set(row, Math.round(Math.min(Math.max(benefit, 4000), 58000)));
  } else if (disabled && age >= 20 && age < 67 && rng.chance(0.6)) {
    f.social_security_disability.set(
      row,
      Math.round(Math.min(Math.max(rng.logNormal(17500, 0.3), 3000), 46000)),
    );
  }
  if (age >= 55 && rng.chance(age < 60 ? 0.08 : age < 65 ? 0.22 : 0.48)) {
    f.taxable_pension_income.set(
      row,
      Math.round(
        rng.logNormal(16000, 0.9) * Math.sqrt(context.stateIncomeFactor) * Math.exp(0.2 * skill),
      ),
    );
  }

  // Investment income grows with earnings, age and skill; amounts are heavy-tailed.
  if (age >= 18) {
    const rich = wage > 150000 || skill > 1.5 ? 1 : 0;
    const older = age >= 55 ? 1 : 0;
    const scale = Math.exp(0.6 * skill) * (1 + wage / 150000);
    if (rng.chance(0.25 + 0.25 * older + 0.25 * rich))
      f.taxable_interest_income.set(row, Math.round(rng.logNormal(250, 1.8) * scale));
    if (rng.chance(0.02 + 0.1 * rich))
      f.tax_exempt_interest_income.set(row, Math.round(rng.logNormal(3000, 1.5) * scale));
    if (rng.chance(0.12 + 0.12 * older + 0.3 * rich)) {
      const qualified = rng.logNormal(1500, 2) * scale;
      f.qualified_dividend_income.set(row, Math.round(Math.min(qualified, 50_000_000)));
      f.non_qualified_dividend_income.set(
        row,
        Math.round(Math.min(qualified * rng.between(0.05, 0.4), 10_000_000)),
      );
    }
    if (rng.chance(0.06 + 0.08 * older + 0.2 * rich)) {
      const gain = rng.chance(0.15) ? -rng.between(500, 30000) : rng.logNormal(5000, 2.1) * scale;
      f.long_term_capital_gains.set(row, Math.round(Math.min(gain, 200_000_000)));
    }
    if (rng.chance(0.02 + 0.06 * rich)) {
      const gain = rng.chance(0.25) ? -rng.between(200, 10000) : rng.logNormal(2000, 1.8) * scale;
      f.short_term_capital_gains.set(row, Math.round(Math.min(gain, 20_000_000)));
    }
    if (rng.chance(age >= 65 ? 0.6 : 0.35))
      f.other_medical_expenses.set(row, Math.round(rng.logNormal(age >= 65 ? 2400 : 1200, 1.2)));
  }
  return skill;
}
