import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Rhode Island Works eligibility: a family with a dependent child under 18 whose countable (net)
 * income is less than the payment standard for its size (R.I. Gen. Laws 40-5.2-9(b), (h)). There
 * is no separate gross income test. The $5,000 resource limit is taken as met (resources are not
 * an input); time limits and work requirements are not modelled.
 */
export const ri_works_eligible = defineUsVariable({
  id: 'ri_works_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for Rhode Island Works',
  definedFor: { variable: 'state_code', values: ['RI'] },
  reference: 'http://webserver.rilegislature.gov/Statutes/TITLE40/40-5.2/40-5.2-9.htm',
  formula: (f) => {
    const p = f.p.gov.states.ri.dhs.works;
    const child = hasMinorChild(f, p.eligibility.minor_child_age);
    const countable = f.get('ri_works_countable_income');
    const standard = f.get('ri_works_payment_standard');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      out[i] = child[i] && countable[i]! < standard[i]! ? 1 : 0;
    }
    return out;
  },
});
