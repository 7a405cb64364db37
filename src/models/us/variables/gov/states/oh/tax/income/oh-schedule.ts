/** Ohio's tax rate schedule and its brackets that start just above their thresholds. */
import type { Scale } from '../../../../../../../../engine/index.js';

/** Ohio's rate schedule as of one year. */
export interface OhSchedule {
  readonly rates: Scale;
  readonly zero_bracket_excess_base: number;
}

/**
 * Ohio tax on nonbusiness taxable income (R.C. 5747.02(A)): 0 in the zero bracket, above it the
 * base amount plus the marginal rates on the excess.
 */
export function ohScheduleTax(p: OhSchedule, income: number): number {
  const top = p.rates.thresholds[1] ?? 0;
  if (income <= top) return 0;
  return p.zero_bracket_excess_base + (p.rates.calc([income])[0] ?? 0);
}

/**
 * The value of the bracket an amount falls in when each bracket covers amounts greater than its
 * threshold up to the next one inclusive (Ohio's tables: "$40,000 or less", "more than $40,000").
 */
export function ohBracketAbove(scale: Scale, amount: number): number {
  let value = scale.values[0] ?? 0;
  for (let j = 1; j < scale.thresholds.length; j += 1)
    if (amount > scale.thresholds[j]!) value = scale.values[j]!;
  return value;
}
