/**
 * Elective deferrals to employer retirement plans (the model's `pre_tax_contributions`, a part of
 * `employment_income`): excluded from income tax, still wages for payroll taxes. The limits are
 * law — 2024: $23,000, plus a $7,500 catch-up from age 50 (IRC §402(g), §414(v); IRS Notice
 * 2023-75). Who defers and how much are assumptions of this generator: participation rises with
 * pay (10% of earners under $20,000 to 70% at $100,000 and more), and participants defer 3–10% of
 * pay, up to the limit.
 */
import type { HouseholdScratch } from './draw-household.js';
import type { PersonTable } from './person-table.js';
import type { Prng } from './prng.js';

/** 2024 elective deferral limit and age-50 catch-up (IRS Notice 2023-75). */
const LIMIT_2024 = { base: 23_000, catchUp: 7_500, catchUpAge: 50 } as const;

/** Share of earners who defer, by annual wages (assumption). */
function participation(wage: number): number {
  return wage < 20_000 ? 0.1 : wage < 50_000 ? 0.35 : wage < 100_000 ? 0.55 : 0.7;
}

/** Draws each member's elective deferral out of their wages. */
export function drawDeferrals(
  rng: Prng,
  people: PersonTable,
  scratch: HouseholdScratch,
  rows: Int32Array,
): void {
  for (let m = 0; m < scratch.size; m++) {
    const row = rows[m]!;
    const wage = people.f.employment_income.get(row);
    if (wage <= 0 || !rng.chance(participation(wage))) continue;
    const age = people.f.age.get(row);
    const limit = LIMIT_2024.base + (age >= LIMIT_2024.catchUpAge ? LIMIT_2024.catchUp : 0);
    const deferral = Math.min(Math.round(wage * rng.between(0.03, 0.1)), limit, wage);
    people.f.pre_tax_contributions.set(row, deferral);
  }
}
