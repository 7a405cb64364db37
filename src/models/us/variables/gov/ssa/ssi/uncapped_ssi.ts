import { defineUsVariable } from '../../../us-variable.js';

/**
 * Annual federal benefit rate less countable income, before the floor at zero: each member of an
 * eligible couple gets half the couple rate less their half of the couple's countable income;
 * deeming from an ineligible spouse uses the couple rate (42 U.S.C. 1382(b); 20 CFR 416.412,
 * 416.1163).
 */
export const uncapped_ssi = defineUsVariable({
  id: 'uncapped_ssi',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Uncapped SSI',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/42/1382#b',
  formula: (f) => {
    const p = f.p.gov.ssa.ssi.amount;
    const eligible = f.get('is_ssi_eligible_individual');
    const unitEligible = f.get('ssi_marital_eligible_count');
    const deeming = f.get('is_ssi_spousal_deeming_applies');
    const countable = f.get('ssi_countable_income');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      if (!eligible[i]) continue;
      out[i] =
        unitEligible[i]! >= 2
          ? (p.couple * 12) / 2 - countable[i]!
          : (deeming[i] ? p.couple : p.individual) * 12 - countable[i]!;
    }
    return out;
  },
});
