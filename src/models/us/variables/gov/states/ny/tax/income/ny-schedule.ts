/** New York's rate schedule with the supplemental tax (Tax Law 601(a)–(d)). */
import type { Scale } from '../../../../../../../../engine/index.js';

/** The New York State parameters the tax computation reads. */
export interface NyRecapture {
  readonly recapture_start: number;
  readonly recapture_phase_in: number;
}

/** The schedule's tax on an income (the scale's marginal rates). */
function scheduleTax(scale: Scale, income: number): number {
  return scale.calc([income])[0] ?? 0;
}

/**
 * New York tax on taxable income with the supplemental tax of Tax Law 601(d) (the IT-201 tax
 * computation worksheets): above the AGI threshold, the benefit of the lower rates below the
 * bracket holding the threshold (its rate on all income below its start, less the schedule's tax
 * there) is recaptured, phased in over the phase-in range of AGI above the threshold, whatever
 * bracket taxable income is in up to that one; for each higher bracket taxable income reaches,
 * the further benefit is phased in over the range of AGI above the bracket's start — so that at
 * high AGI all income is taxed at the rate of its top bracket.
 */
export function nyTax(scale: Scale, p: NyRecapture, income: number, agi: number): number {
  const base = scheduleTax(scale, income);
  if (agi <= p.recapture_start || income <= 0) return base;
  const t = scale.thresholds;
  const r = scale.values;
  let k = 0;
  while (k + 1 < t.length && income > t[k + 1]!) k += 1;
  // Benefit of the lower brackets for income in bracket j: its rate on all income below its start
  // less the schedule's tax there.
  const benefit = (j: number): number => t[j]! * r[j]! - scheduleTax(scale, t[j]!);
  const share = (start: number): number =>
    Math.min(1, Math.max(0, (agi - start) / p.recapture_phase_in));
  let first = 0;
  while (first + 1 < t.length && t[first + 1]! <= p.recapture_start) first += 1;
  if (k <= first) return base + benefit(first) * share(p.recapture_start);
  let recapture = benefit(first) * share(p.recapture_start);
  for (let j = first + 1; j <= k; j += 1) recapture += (benefit(j) - benefit(j - 1)) * share(t[j]!);
  return base + recapture;
}
