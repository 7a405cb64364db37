import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild } from '../../../../hhs/tanf/tanf-common.js';
import { povertyGuideline } from '../../../../benefit-vectors.js';

/**
 * Arizona Cash Assistance eligibility for the month: a family with a dependent child whose net
 * countable income is below 100 percent of the current poverty guideline for its size (the needy
 * family test) and below its payment standard (the payment standard test, passed when at least a
 * cent of payment is left) (A.R.S. 46-292; A.A.C. R6-12-701, R6-12-705; DES manual FAA5). The
 * $2,000 resource limit is taken as met (resources are not an input); time limits and work
 * requirements are not modelled.
 */
export const az_tanf_eligible = defineUsVariable({
  id: 'az_tanf_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for Arizona Cash Assistance',
  definedFor: { variable: 'state_code', values: ['AZ'] },
  reference: [
    'https://www.azleg.gov/ars/46/00292.htm',
    'https://dbmefaapolicy.azdes.gov/FAA5/5.C_AFNN.04.4.html',
    'https://dbmefaapolicy.azdes.gov/FAA5/5.D_AFPD.05.05.html',
  ],
  formula: (f) => {
    const p = f.p.gov.states.az.des.tanf.eligibility;
    const child = hasMinorChild(f, p.minor_child_age);
    const income = f.get('az_tanf_countable_income');
    const standard = f.get('az_tanf_payment_standard');
    const fpg = povertyGuideline(f, f.get('spm_unit_size'));
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const needy = income[i]! < (fpg[i]! / 12) * p.needy_family_fpl_rate;
      out[i] = child[i] && needy && income[i]! < standard[i]! ? 1 : 0;
    }
    return out;
  },
});
