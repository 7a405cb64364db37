/** Ohio's tax rate schedule. */
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
