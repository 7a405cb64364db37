/**
 * Stylised State Pension and private pension incomes of the synthetic population's pensioners.
 * The State Pension is the new State Pension for those reaching pension age on or after 6 April
 * 2016 (men born from 6 April 1951, women from 6 April 1953; taken by birth year) and the basic
 * State Pension plus additional State Pension for the others, each with a share on a partial
 * amount; private and occupational pensions are zero for a share and spread widely for the rest.
 * Approximate facts it follows (amounts in the year's full rates):
 * - DWP written answer HL1478 (24 January 2024), from Stat-Xplore at May 2023: 25% of the
 *   pre-2016 (basic) State Pension caseload and 49% of the new State Pension caseload do not get
 *   the full amount; DWP figures quoted by Royal London (2023): about 150,000 of 3.4 million on
 *   the new State Pension get less than half the full rate.
 * - A partial basic State Pension is mostly a married woman's 60% rate on her husband's record
 *   (Category B); the additional State Pension (SERPS, S2P) adds an earnings-related amount,
 *   larger for men.
 * - Royal London (2023) from DWP data: about one in five people aged 66 and over live on the
 *   State Pension alone; private pension income is rarer, and smaller, among those with
 *   incomplete National Insurance records.
 */
import type { UkPrng } from './prng.js';

/**
 * Full weekly rates of the new and basic State Pension by tax year: DWP, Benefit and pension
 * rates 2025 to 2026 (£230.25 and £176.45) and 2026 to 2027 (£241.30 and £184.90). A year outside
 * the table takes its nearest.
 */
const FULL_WEEKLY: Readonly<Record<number, { readonly new: number; readonly basic: number }>> = {
  2025: { new: 230.25, basic: 176.45 },
  2026: { new: 241.3, basic: 184.9 },
};

/** The pre-2016 system applies to men born before 1951 and women born before 1953. */
const NEW_STATE_PENSION_FROM = { male: 1951, female: 1953 } as const;

/** A pensioner's annual State Pension and private (occupational or personal) pension. */
export interface PensionerIncome {
  readonly statePension: number;
  readonly privatePension: number;
}

function fullWeekly(year: number): { readonly new: number; readonly basic: number } {
  const years = Object.keys(FULL_WEEKLY).map(Number);
  const nearest = years.reduce((a, b) => (Math.abs(b - year) < Math.abs(a - year) ? b : a));
  return FULL_WEEKLY[nearest]!;
}

/** Draws a pensioner's State Pension and private pension for the dataset year; `partnered` for one of a couple. */
export function drawPensionerIncome(
  rng: UkPrng,
  age: number,
  male: boolean,
  partnered: boolean,
  year: number,
): PensionerIncome {
  const rates = fullWeekly(year);
  const born = year - age;
  const newSystem = born >= (male ? NEW_STATE_PENSION_FROM.male : NEW_STATE_PENSION_FROM.female);
  let share: number;
  let statePension: number;
  // Years contracted out of the additional State Pension lower a new State Pension below the full
  // rate but came with a workplace pension in their place.
  let contractedOut = false;
  if (newSystem) {
    // About half on the full rate; most of the rest a little short (contracted out), a tail far
    // short (late arrivals, long gaps).
    const kind = rng.pick([0.5, 0.36, 0.14]);
    contractedOut = kind === 1;
    share = kind === 0 ? 1 : kind === 1 ? 0.75 + 0.24 * rng.uniform() : 0.15 + 0.6 * rng.uniform();
    statePension = 52 * rates.new * share;
  } else {
    // A quarter short of the full basic rate, most of them women: a wife on 60% of the rate on
    // her husband's record, or a short record of her own. A widow takes the full rate on his
    // record and part of his additional pension.
    const short = rng.chance(male ? 0.08 : partnered ? 0.5 : 0.2);
    share = !short ? 1 : partnered && !male && rng.chance(0.6) ? 0.6 : 0.2 + 0.75 * rng.uniform();
    const additional = rng.chance(male || !partnered ? 0.9 : 0.6)
      ? rng.logNormal(male ? 2_600 : partnered ? 900 : 2_400, 0.7) * (rates.basic / 176.45)
      : 0;
    statePension = 52 * rates.basic * share + additional;
  }
  const pensionChance = contractedOut ? 0.9 : (male ? 0.8 : 0.68) * (share < 0.8 ? 0.5 : 1);
  const privatePension = rng.chance(pensionChance) ? rng.logNormal(male ? 8_000 : 5_000, 1) : 0;
  return { statePension: Math.round(statePension), privatePension: Math.round(privatePension) };
}
