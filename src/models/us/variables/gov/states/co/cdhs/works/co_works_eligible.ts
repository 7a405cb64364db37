import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Colorado Works eligibility for the month: a unit with a dependent child whose income at the
 * eligibility test (earnings less $90, plus unearned income) does not exceed its need standard
 * (C.R.S. 26-2-706; 9 CCR 2503-6, 3.605.2, 3.606.2.A.1). Every unit is tested as an applicant (the
 * model has no enrolment input). Colorado Works has no resource limit; time limits, work
 * requirements and immigration rules are not modelled.
 */
export const co_works_eligible = defineUsVariable({
  id: 'co_works_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for Colorado Works',
  definedFor: { variable: 'state_code', values: ['CO'] },
  reference: [
    'https://colorado.public.law/statutes/crs_26-2-706',
    'https://www.sos.state.co.us/CCR/GenerateRulePdf.do?ruleVersionId=10321#page=53',
  ],
  formula: (f) => {
    const p = f.p.gov.states.co.cdhs.works;
    const child = hasMinorChild(f, p.eligibility.minor_child_age);
    const income = f.get('co_works_eligibility_income');
    const need = f.get('co_works_need_standard');
    return child.map((c, i) => (c && income[i]! <= need[i]! ? 1 : 0));
  },
});
