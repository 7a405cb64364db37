import { defineUsVariable } from '../../../us-variable.js';

/** Monthly countable income after the $20 general and $65-and-one-half earned exclusions (20 CFR 416.1112, 416.1124). */
export function countableAfterExclusions(
  earned: number,
  unearned: number,
  p: { readonly general: number; readonly earned: number; readonly earned_share: number },
): number {
  const generalOnUnearned = Math.min(p.general, Math.max(unearned, 0));
  const countableUnearned = Math.max(unearned, 0) - generalOnUnearned;
  const earnedExclusion = p.earned + (p.general - generalOnUnearned);
  return countableUnearned + Math.max(earned - earnedExclusion, 0) * (1 - p.earned_share);
}

/**
 * Annual SSI countable income of a person. A couple who are both eligible are paid on their
 * combined countable income (42 U.S.C. 1382(b)(2)); each carries half of it, so the couple's
 * income is counted once, not in full for each. An eligible person with an ineligible spouse adds
 * the spouse's income whenever it raises their countable income (as PolicyEngine-US deems it,
 * 20 CFR 416.1163).
 */
export const ssi_countable_income = defineUsVariable({
  id: 'ssi_countable_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'SSI countable income',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/uscode/text/42/1382#b_2',
    'https://www.law.cornell.edu/uscode/text/42/1382a#b',
    'https://www.law.cornell.edu/cfr/text/20/416.1163',
  ],
  formula: (f) => {
    const p = f.p.gov.ssa.ssi.income.exclusions;
    const eligible = f.get('is_ssi_eligible_individual');
    const earned = f.get('ssi_earned_income');
    const unearned = f.get('ssi_unearned_income');
    const unitEligible = f.get('ssi_marital_eligible_count');
    const unitEarned = f.get('ssi_marital_earned_income');
    const unitUnearned = f.get('ssi_marital_unearned_income');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      if (!eligible[i]) continue;
      const combined = countableAfterExclusions(unitEarned[i]! / 12, unitUnearned[i]! / 12, p);
      if (unitEligible[i]! >= 2) {
        out[i] = (12 * combined) / 2;
        continue;
      }
      const own = countableAfterExclusions(earned[i]! / 12, unearned[i]! / 12, p);
      out[i] = 12 * Math.max(own, combined);
    }
    return out;
  },
});
