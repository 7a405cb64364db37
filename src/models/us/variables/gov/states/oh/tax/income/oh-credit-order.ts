/** Ohio's non-refundable credits applied in the Schedule of Credits order. */
import type { UsFormulaContext } from '../../../../../us-variable.js';
import { bracketAbove } from '../../../../../scale-over.js';

/** The credits, in the order they are taken against the tax. */
export const OH_CREDITS = [
  'retirement_income',
  'senior_citizen',
  'cdcc',
  'exemption',
  'joint_filing',
  'eitc',
] as const;
export type OhCredit = (typeof OH_CREDITS)[number];

const POTENTIAL = {
  retirement_income: 'oh_retirement_income_credit_potential',
  senior_citizen: 'oh_senior_citizen_credit_potential',
  cdcc: 'oh_cdcc_potential',
  exemption: 'oh_exemption_credit_potential',
  eitc: 'oh_eitc_potential',
} as const;

/**
 * Each credit as applied, at most the tax left by the earlier ones. The joint filing credit
 * (line 11) is its rate, by Ohio MAGI, times the tax left after lines 2–10, at most $650.
 */
export function ohAppliedCredits(f: UsFormulaContext): Record<OhCredit, Float64Array> {
  const p = f.p.gov.states.oh.tax.income;
  const left = Float64Array.from(f.get('oh_income_tax_before_non_refundable_credits'));
  const eligible = f.get('oh_joint_filing_credit_eligible');
  const magi = f.get('oh_agi');
  const out = {} as Record<OhCredit, Float64Array>;
  for (const credit of OH_CREDITS) {
    const applied = f.zeros();
    if (credit === 'joint_filing') {
      for (let i = 0; i < f.size; i += 1) {
        if (!eligible[i]) continue;
        const rate = bracketAbove(p.credits.joint_filing_rate, magi[i]!);
        applied[i] = Math.min(p.credits.joint_filing_cap, rate * left[i]!);
      }
    } else {
      const potential = f.get(POTENTIAL[credit]);
      for (let i = 0; i < f.size; i += 1) applied[i] = Math.min(potential[i]!, left[i]!);
    }
    for (let i = 0; i < f.size; i += 1) {
      applied[i] = Math.max(0, applied[i]!);
      left[i] = left[i]! - applied[i]!;
    }
    out[credit] = applied;
  }
  return out;
}
