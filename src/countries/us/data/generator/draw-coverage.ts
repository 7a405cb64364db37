/**
 * Health coverage of a generated household: whether its members under 65 buy Marketplace
 * coverage when they are not on Medicaid, CHIP or Medicare (the model's
 * `has_marketplace_health_coverage`). Most people under 65 have employer coverage, whose premiums
 * the model does not count; Marketplace plan selections were 21.4 million in the 2024 open
 * enrolment (CMS, Marketplace 2024 Open Enrollment Period Report), about 7–8% of people under 65.
 * The shares below are assumptions that put the calibrated default population near that figure
 * (about 21 million under 65): households with a self-employed adult and no full-time employee
 * buy most often, households with no full-time employee next, the rest seldom.
 *
 * A household with a full-time employee that does not buy Marketplace coverage mostly has employer
 * coverage (the share is set so that about 60% of people under 65 are in such households, as in
 * Census, Health Insurance Coverage in the United States: 2023, P60-284: employment-based coverage
 * 53.7% of all people; recalled, not checked); the head then pays the average worker contribution (KFF, 2024 Employer Health Benefits
 * Survey: $1,368 a year for single coverage, $6,296 for family coverage), which counts in the SPM
 * unit's medical expenses (`other_health_insurance_premiums`).
 */
import type { HouseholdScratch } from './draw-household.js';
import type { PersonTable } from './person-table.js';
import type { Prng } from './prng.js';

/** Weekly hours from which a job is taken to come with employer coverage. */
const FULL_TIME_HOURS = 30;
/** Probability the household buys Marketplace coverage, by its work situation (assumptions). */
const MARKETPLACE_SHARE = { selfEmployed: 0.5, noFullTimeJob: 0.2, fullTimeJob: 0.05 } as const;
/** Probability that a household with a full-time employee has employer coverage (assumption). */
const EMPLOYER_COVERAGE_SHARE = 0.71;
/** Average worker contribution to employer coverage, 2024 (KFF Employer Health Benefits Survey). */
const WORKER_CONTRIBUTION = { single: 1_368, family: 6_296 } as const;

/** Draws the household's Marketplace coverage and sets it on every member. */
export function drawCoverage(
  rng: Prng,
  people: PersonTable,
  scratch: HouseholdScratch,
  rows: Int32Array,
): void {
  let fullTimeJob = false;
  let selfEmployed = false;
  for (let m = 0; m < scratch.size; m++) {
    const row = rows[m]!;
    if (
      people.f.employment_income.get(row) > 0 &&
      people.f.weekly_hours_worked.get(row) >= FULL_TIME_HOURS
    )
      fullTimeJob = true;
    if (people.f.self_employment_income.get(row) > 0) selfEmployed = true;
  }
  const share = fullTimeJob
    ? MARKETPLACE_SHARE.fullTimeJob
    : selfEmployed
      ? MARKETPLACE_SHARE.selfEmployed
      : MARKETPLACE_SHARE.noFullTimeJob;
  const buys = rng.chance(share) ? 1 : 0;
  for (let m = 0; m < scratch.size; m++)
    people.b.has_marketplace_health_coverage.set(rows[m]!, buys);
  if (!buys && fullTimeJob && rng.chance(EMPLOYER_COVERAGE_SHARE)) {
    const contribution =
      scratch.size === 1 ? WORKER_CONTRIBUTION.single : WORKER_CONTRIBUTION.family;
    people.f.other_health_insurance_premiums.set(rows[0]!, contribution);
  }
}
