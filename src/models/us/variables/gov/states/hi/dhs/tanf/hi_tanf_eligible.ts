import { defineUsVariable } from '../../../../../us-variable.js';
import {
  hasMinorChild,
  TANF_EARNED_SOURCES,
  TANF_UNEARNED_SOURCES,
} from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';
import { hiTanfNetIncome } from './hi-tanf-net-income.js';

/**
 * Hawaii TANF eligibility of an applicant: a unit with a dependent child whose total monthly gross
 * income does not exceed 185 percent of its standard of need and whose net income, with the
 * applicant's 36 percent earned income disregard, does not exceed its standard of assistance (HAR
 * 17-676-54.1(a), (c)). Resources are not an input, so any asset test is taken as met; time limits
 * and work requirements are not modelled.
 */
export const hi_tanf_eligible = defineUsVariable({
  id: 'hi_tanf_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for Hawaii TANF',
  definedFor: { variable: 'state_code', values: ['HI'] },
  reference:
    'https://regulations.justia.com/states/hawaii/title-17/department-of-human-services/chapter-676/subchapter-5/section-17-676-54-1',
  formula: (f) => {
    const p = f.p.gov.states.hi.dhs.tanf;
    const child = hasMinorChild(f, p.eligibility.minor_child_age);
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'people').map((e) => Math.max(e, 0));
    const grossEarned = f.aggregate(earned, 'person', 'sum');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const applicantRate = p.income.earned_income_disregard.applicant;
    const net = hiTanfNetIncome(f, applicantRate, applicantRate);
    const need = f.get('hi_tanf_standard_of_need');
    const assistance = f.get('hi_tanf_standard_of_assistance');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const gross = grossEarned[i]! + Math.max(unearned[i]!, 0);
      const grossLimit = need[i]! * p.eligibility.gross_income_limit_rate;
      out[i] = child[i] && gross <= grossLimit && net[i]! <= assistance[i]! ? 1 : 0;
    }
    return out;
  },
});
