import { defineUsVariable } from '../../../../../us-variable.js';
import {
  hasMinorChild,
  TANF_EARNED_SOURCES,
  TANF_UNEARNED_SOURCES,
} from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Delaware TANF eligibility for the month: a unit with a minor child whose gross income does not
 * exceed 185% of its standard of need (whole dollars, rounded down) and whose earnings after the
 * $90 work and dependent care deductions, plus unearned income, do not exceed its payment standard
 * (16 Del. Admin. Code 4000-4008.1.1, Steps 1 and 2). Every unit is tested as an applicant; the
 * recipients' test against the standard of need is not applied. The resource limit is taken as
 * met (resources are not an input); time limits and work requirements are not modelled.
 */
export const de_tanf_eligible = defineUsVariable({
  id: 'de_tanf_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for Delaware TANF',
  definedFor: { variable: 'state_code', values: ['DE'] },
  reference: 'https://www.law.cornell.edu/regulations/delaware/16-Del-Admin-Code-SS-4000-4008',
  formula: (f) => {
    const p = f.p.gov.states.de.dhss.tanf;
    const child = hasMinorChild(f, p.minor_child_age);
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const need = f.get('de_tanf_standard_of_need');
    const standard = f.get('de_tanf_payment_standard');
    const netEarned = f.get('de_tanf_net_earned_income');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const unearnedIncome = Math.max(unearned[i]!, 0);
      const gross = Math.max(earned[i]!, 0) + unearnedIncome;
      // A cent of slack so that an exact product is not rounded down by floating-point error.
      const grossLimit = Math.floor(need[i]! * p.income.gross_income_limit_rate + 1e-9);
      const net = netEarned[i]! + unearnedIncome;
      out[i] = child[i] && gross <= grossLimit && net <= standard[i]! ? 1 : 0;
    }
    return out;
  },
});
