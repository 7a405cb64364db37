import { defineUsVariable } from '../../../../../us-variable.js';
import {
  hasMinorChild,
  TANF_EARNED_SOURCES,
  TANF_UNEARNED_SOURCES,
} from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Oklahoma TANF eligibility for the month: a unit with a child under 18 whose gross earned and
 * unearned income is within 185% of its State Standard of Need (OAC 340:10-3-27; OKDHS Appendix
 * C-1, Schedule IX). That the payment standard exceed countable income by the $10 minimum is left
 * to the grant. Resources are not an input, so the $1,000 limit (340:10-3-10) is taken as met;
 * deprivation, citizenship, time limits and work requirements are not modelled.
 */
export const ok_tanf_eligible = defineUsVariable({
  id: 'ok_tanf_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for Oklahoma TANF',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference: [
    'https://www.law.cornell.edu/regulations/oklahoma/OAC-340-10-3-27',
    'https://oklahoma.gov/okdhs/services/tanf/tanfstateplan.html',
  ],
  formula: (f) => {
    const p = f.p.gov.states.ok.okdhs.tanf;
    const child = hasMinorChild(f, p.eligibility.minor_child_age);
    const need = f.get('ok_tanf_need_standard');
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const gross = Math.max(earned[i]!, 0) + Math.max(unearned[i]!, 0);
      out[i] = child[i] && gross <= need[i]! * p.gross_income_limit_rate ? 1 : 0;
    }
    return out;
  },
});
