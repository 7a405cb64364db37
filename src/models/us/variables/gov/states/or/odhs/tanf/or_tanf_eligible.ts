import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Oregon TANF eligibility for the month: a unit with a dependent child whose countable income is
 * below the Countable Income Limit Standard and whose adjusted income is below the Adjusted Income
 * Limit Standard for its size (OAR 461-160-0100(2)(a)). Every unit is treated as an applicant: the
 * higher Exit Limit Increase standards for recipients with earnings (OAR 461-155-0030(3)) need an
 * enrolment input the model does not have. The $10,000 resource limit (OAR 461-160-0015) is taken
 * as met, since resources are not an input; time limits and JOBS requirements are not modelled.
 */
export const or_tanf_eligible = defineUsVariable({
  id: 'or_tanf_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for Oregon TANF',
  definedFor: { variable: 'state_code', values: ['OR'] },
  reference: [
    'https://oregon.public.law/rules/oar_461-160-0100',
    'https://oregon.public.law/rules/oar_461-135-0070',
  ],
  formula: (f) => {
    const p = f.p.gov.states.or.odhs.tanf;
    const child = hasMinorChild(f, p.eligibility.minor_child_age);
    const countable = f.get('or_tanf_countable_income');
    const adjusted = f.get('or_tanf_adjusted_income');
    const countableLimit = f.get('or_tanf_countable_income_limit');
    const adjustedLimit = f.get('or_tanf_adjusted_income_limit');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      out[i] =
        child[i] && countable[i]! < countableLimit[i]! && adjusted[i]! < adjustedLimit[i]! ? 1 : 0;
    }
    return out;
  },
});
