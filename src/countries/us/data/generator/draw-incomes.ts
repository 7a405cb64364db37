import type { Prng } from './prng.js';
import type { PersonTable } from './person-table.js';

/**
 * Median annual wage of a full-time, full-year worker by age band (lower bounds 16, 25, 35, 45,
 * 55, 65), approximating BLS Current Population Survey usual weekly earnings of full-time wage and
 * salary workers by age, 2024 annual averages (recalled, not checked: about $760, $1,095, $1,315,
 * $1,330, $1,305 and $1,190 a week), times 52.
 */
const FULL_TIME_MEDIAN_WAGE = [39000, 57000, 68000, 69000, 68000, 62000] as const;

function wageBand(age: number): number {
  return age < 25 ? 0 : age < 35 ? 1 : age < 45 ? 2 : age < 55 ? 3 : age < 65 ? 4 : 5;
}

/**
 * Share of people who work at some time during the year, by age: BLS CPS 2024
 * employment-population ratios (table A-13 style bands) raised for people who work part of the
 * year only, towards the count of wage earners in SSA wage statistics (172.0 million people with
 * W-2 wages in 2022, 173.7 million in 2023; the generated population has about 155 million before
 * calibration, 170 million after); lowered for people with a disability, students and parents of
 * young children.
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
        ? 0.4
        : age < 20
          ? 0.58
          : age < 25
            ? 0.77
            : age < 55
              ? 0.87
              : age < 62
                ? 0.76
                : age < 65
                  ? 0.55
                  : age < 70
                    ? 0.34
                    : age < 75
                      ? 0.19
                      : 0.07;
  if (student) p = Math.min(p, 0.55);
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
  // Disability is far more common in low-income households (it both causes and follows low
  // earnings): the household factor shifts the odds, keeping the average prevalence about the
  // same (E[exp(-0.6 z - 0.18)] = 1 for a standard normal z; household types shift z a little).
  const pDisabled =
    (age < 18 ? 0.03 : age < 45 ? 0.035 : age < 55 ? 0.06 : age < 65 ? 0.1 : 0.12) *
    Math.exp(-0.6 * context.householdSkill - 0.18);
  const disabled = rng.chance(pDisabled);
  people.b.is_disabled.set(row, disabled ? 1 : 0);
  people.b.is_blind.set(row, rng.chance(age < 65 ? 0.002 : 0.008) ? 1 : 0);
  if (age < 16) return skill;

  const parentOfYoung = context.hasYoungChild && age >= 18 && age < 50 && !male;
  let wage = 0;
  if (rng.chance(employmentRate(age, disabled, student, parentOfYoung))) {
    const fullTime = rng.chance(student || age < 18 ? 0.2 : age < 25 || age >= 65 ? 0.55 : 0.85);
    const hours = fullTime ? (rng.chance(0.25) ? rng.integer(42, 60) : 40) : rng.integer(5, 34);
    // Part-year work is mostly short spells (SSA wage statistics: about one wage earner in six
    // earns under $10,000 in a year), most common among the young, students and older workers.
    const partYear = student || age < 25 ? 0.45 : age < 55 ? 0.2 : 0.3;
    const weeks = rng.chance(partYear) ? Math.max(1, Math.round(51 * rng.uniform() ** 1.8)) : 52;
    let annual =
      FULL_TIME_MEDIAN_WAGE[wageBand(age)]! *
      context.stateIncomeFactor *
      Math.exp(0.62 * skill) *
      (male ? 1.08 : 0.92);
    // A Pareto tail for top earners (the SOI wage distribution is heavier than log-normal). It
    // puts about 16% of the generated wages above the Social Security wage base, close to the
    // 17–18% of covered earnings SSA reports above it (recalled); calibration to returns and AGI
    // by AGI band then lowers that share.
    if (rng.chance(0.025 + 0.05 * Math.max(0, skill - 1))) annual *= rng.pareto(1.5, 1.45);
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
  // Owners of partnerships and S corporations: the model has no input for that income, which
  // makes up much of the AGI of returns above $1 million (IRS SOI, Table 1.4). It is carried as
  // self-employment income (ordinary rates and the QBI deduction, as for pass-through income),
  // with the W-2 wages the business pays, which let the deduction apply above the threshold
  // (IRC 199A(b)(2)). Self-employment tax then applies to all of it, as for active partners.
  if (age >= 30 && age < 80 && rng.chance(0.004 + 0.008 * Math.max(0, skill - 1.5))) {
    const owner = Math.min(
      rng.pareto(250_000, 1.3) * Math.sqrt(context.stateIncomeFactor),
      100_000_000,
    );
    f.self_employment_income.set(row, Math.round(f.self_employment_income.get(row) + owner));
    f.w2_wages_from_qualified_business.set(row, Math.round(owner * rng.between(0.3, 1)));
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
    // Dividends and tax-exempt interest sized to IRS SOI totals before calibration (tax year
    // 2022, Table 1.4, recalled: about $420 billion of ordinary dividends on 32 million returns,
    // $65 billion of tax-exempt interest); most holdings are small, a few are very large.
    if (rng.chance(0.02 + 0.1 * rich))
      f.tax_exempt_interest_income.set(row, Math.round(rng.logNormal(1000, 1.4) * scale));
    if (rng.chance(0.08 + 0.1 * older + 0.3 * rich)) {
      const qualified = rng.logNormal(500, 1.9) * scale;
      f.qualified_dividend_income.set(row, Math.round(Math.min(qualified, 50_000_000)));
      f.non_qualified_dividend_income.set(
        row,
        Math.round(Math.min(qualified * rng.between(0.05, 0.4), 10_000_000)),
      );
    }
    if (rng.chance(0.06 + 0.08 * older + 0.2 * rich)) {
      let gain = rng.chance(0.15) ? -rng.between(500, 30000) : rng.logNormal(1500, 2.1) * scale;
      // Realised gains are concentrated at the top: about two thirds of net capital gain is on
      // returns with AGI of $1 million or more (IRS SOI, Table 1.4, recalled).
      if (rich === 1 && rng.chance(0.12)) gain += rng.pareto(150_000, 1.3);
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
