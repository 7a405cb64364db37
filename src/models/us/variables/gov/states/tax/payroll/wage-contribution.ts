/**
 * The shape shared by the state employee contributions: a rate on each employee's wages, up to a
 * taxable wage base where the law sets one, and up to a maximum contribution where the law caps
 * the amount rather than the wages (New York's).
 */
import type { UsFormulaContext } from '../../../../us-variable.js';

/** Optional limits of a wage contribution; absent means none. */
export interface WageContributionLimits {
  /** Annual wages above which no contribution is due. */
  readonly wageBase?: number;
  /** Annual maximum contribution. */
  readonly maxContribution?: number;
}

/**
 * Each person's contribution: `rate` × min(wages, wage base), at most the maximum contribution.
 * Wages are `employment_income` (negative wages contribute nothing).
 */
export function wageContribution(
  f: UsFormulaContext,
  rate: number,
  limits: WageContributionLimits = {},
): Float64Array {
  const wages = f.get('employment_income');
  const base = limits.wageBase ?? Infinity;
  const max = limits.maxContribution ?? Infinity;
  const out = f.zeros();
  for (let i = 0; i < f.size; i += 1)
    out[i] = Math.min(max, rate * Math.min(base, Math.max(0, wages[i]!)));
  return out;
}
