/**
 * DC's option for married couples to file separately on the same return (D-40 filing status 4,
 * D.C. Code 47-1805.01): each spouse is taxed on their own DC AGI less a share of the couple's
 * deduction, the shares chosen to make the two taxes together smallest.
 */
import type { Scale } from '../../../../../../../../engine/index.js';

/** The tax of one base under a marginal-rate schedule (0 below 0). */
function scheduleTax(schedule: Scale, base: number): number {
  const { thresholds, values } = schedule;
  let tax = 0;
  for (let j = 0; j < thresholds.length; j += 1) {
    const hi = j + 1 < thresholds.length ? thresholds[j + 1]! : Infinity;
    const inside = Math.min(base, hi) - thresholds[j]!;
    if (inside > 0) tax += inside * values[j]!;
  }
  return tax;
}

/**
 * The smallest combined tax of two spouses with incomes `head` and `spouse` who split a
 * deduction `deduction` between them. The combined tax is piecewise linear in the head's share,
 * so its minimum lies at an end of the range or where one spouse's base crosses a threshold.
 */
export function separateFilingTax(
  schedule: Scale,
  head: number,
  spouse: number,
  deduction: number,
): number {
  const combined = (share: number) =>
    scheduleTax(schedule, head - share) + scheduleTax(schedule, spouse - (deduction - share));
  let best = Math.min(combined(0), combined(deduction));
  for (const t of schedule.thresholds) {
    for (const share of [head - t, t - spouse + deduction]) {
      if (share > 0 && share < deduction) best = Math.min(best, combined(share));
    }
  }
  return best;
}
