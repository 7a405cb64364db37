import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Connecticut TFA eligibility for the month: a unit with a dependent child whose applicant
 * countable income does not exceed the standard of need (C.G.S. 17b-104(a), 17b-112). Every unit is
 * treated as an applicant (the model has no enrolment input), so the recipients' limits (earnings
 * disregarded up to 230 percent of the guideline, 20 percent less above 171 percent) never bind.
 * Resources are not an input, so the $6,000 asset test passes; time limits are not modelled.
 */
export const ct_tfa_eligible = defineUsVariable({
  id: 'ct_tfa_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for Connecticut TFA',
  reference: 'https://www.cga.ct.gov/current/pub/chap_319s.htm#sec_17b-112',
  formula: (f) => {
    const child = hasMinorChild(f, f.p.gov.states.ct.dss.tfa.eligibility.minor_child_age);
    const income = f.get('ct_tfa_applicant_countable_income');
    const need = f.get('ct_tfa_need_standard');
    return Uint8Array.from(child, (c, i) => (c && income[i]! <= need[i]! ? 1 : 0));
  },
});
