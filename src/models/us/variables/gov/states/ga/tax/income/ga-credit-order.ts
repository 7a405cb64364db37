/** The order in which Georgia's non-refundable credits are applied against the tax. */
import type { UsFormulaContext } from '../../../../../us-variable.js';

/** Each Georgia non-refundable credit before the tax limit, in the order they are applied. */
export const GA_CREDIT_ORDER = [
  'ga_cdcc_potential',
  'ga_low_income_credit_potential',
  'ga_ctc_potential',
  'ga_itemizer_credit_potential',
] as const;

/**
 * The credit at position `k` of {@link GA_CREDIT_ORDER} as applied: at most what is left of the
 * tax after the earlier ones.
 */
export function appliedGaCredit(f: UsFormulaContext, k: number): Float64Array {
  const tax = f.get('ga_income_tax_before_non_refundable_credits');
  const left = Float64Array.from(tax);
  let out = f.zeros();
  for (let j = 0; j <= k; j += 1) {
    const credit = f.get(GA_CREDIT_ORDER[j]!);
    out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      out[i] = Math.max(0, Math.min(credit[i]!, left[i]!));
      left[i] = left[i]! - out[i]!;
    }
  }
  return out;
}
