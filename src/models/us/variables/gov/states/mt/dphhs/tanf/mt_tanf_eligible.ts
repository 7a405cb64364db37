import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Eligible for Montana TANF cash assistance in the month: a Montana unit with a minor child whose
 * gross monthly income does not exceed the GMI standard and whose countable income is below the
 * benefit standard (ARM 37.78.206, 37.78.420(3); TANF 604-1; the State Plan's "less than" for
 * the benefit standard). Resources are not an input, so the $3,000 limit (ARM 37.78.401) is taken
 * as met; the work participation plan (ARM 37.78.807) and the 60-month limit are not modelled.
 */
export const mt_tanf_eligible = defineUsVariable({
  id: 'mt_tanf_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Montana TANF eligible',
  definedFor: { variable: 'state_code', values: ['MT'] },
  reference: [
    'https://www.law.cornell.edu/regulations/montana/Mont-Admin-r-37.78.420',
    'https://dphhs.mt.gov/assets/hcsd/tanfmanual/TANF604-1Jan012018.pdf',
  ],
  formula: (f) => {
    const child = hasMinorChild(f, f.p.gov.states.mt.dphhs.tanf.eligibility.minor_child_age);
    const gross = f.get('mt_tanf_gross_income');
    const grossLimit = f.get('mt_tanf_gross_income_standard');
    const countable = f.get('mt_tanf_countable_income');
    const benefitStandard = f.get('mt_tanf_benefit_standard');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const incomeOk = gross[i]! <= grossLimit[i]! && countable[i]! < benefitStandard[i]!;
      out[i] = child[i] && incomeOk ? 1 : 0;
    }
    return out;
  },
});
