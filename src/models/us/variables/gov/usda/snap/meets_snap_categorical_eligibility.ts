import { defineUsVariable } from '../../../us-variable.js';

/**
 * Categorically eligible for SNAP: receives TANF, qualifies through broad-based categorical
 * eligibility, or every member receives SSI (7 U.S.C. 2014(a); 7 CFR 273.2(j)(2)).
 */
export const meets_snap_categorical_eligibility = defineUsVariable({
  id: 'meets_snap_categorical_eligibility',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'SNAP categorical eligibility',
  reference: [
    'https://www.law.cornell.edu/uscode/text/7/2014#a',
    'https://www.law.cornell.edu/cfr/text/7/273.2#j_2',
  ],
  formula: (f) => {
    const bbce = f.get('is_tanf_non_cash_eligible');
    const tanf = f.get('tanf');
    const smallestSsi = f.min('ssi');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] = bbce[i]! !== 0 || tanf[i]! > 0 || smallestSsi[i]! > 0 ? 1 : 0;
    return out;
  },
});
