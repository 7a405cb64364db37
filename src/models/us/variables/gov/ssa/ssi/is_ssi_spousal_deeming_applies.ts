import { defineUsVariable } from '../../../us-variable.js';

/**
 * An eligible person's ineligible spouse has income above the difference between the couple and
 * individual benefit rates, so the couple rate applies (20 CFR 416.1163(d)). Allocations for
 * ineligible children are not modelled.
 */
export const is_ssi_spousal_deeming_applies = defineUsVariable({
  id: 'is_ssi_spousal_deeming_applies',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'SSI spousal deeming applies',
  reference: 'https://www.law.cornell.edu/cfr/text/20/416.1163',
  formula: (f) => {
    const p = f.p.gov.ssa.ssi.amount;
    const eligible = f.get('is_ssi_eligible_individual');
    const unitEligible = f.get('ssi_marital_eligible_count');
    const own = f.get('ssi_earned_income');
    const ownUnearned = f.get('ssi_unearned_income');
    const unitEarned = f.get('ssi_marital_earned_income');
    const unitUnearned = f.get('ssi_marital_unearned_income');
    const differential = (p.couple - p.individual) * 12;
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      if (!eligible[i] || unitEligible[i]! >= 2) continue;
      const spouse = unitEarned[i]! - own[i]! + unitUnearned[i]! - ownUnearned[i]!;
      out[i] = spouse > differential ? 1 : 0;
    }
    return out;
  },
});
