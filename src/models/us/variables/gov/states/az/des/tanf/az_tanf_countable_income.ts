import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Arizona Cash Assistance monthly net income, used alike for the needy family test, the payment
 * standard test and the benefit: each employed member's earnings less the $90 work expense
 * allowance and 30 percent of the rest, less the dependent care deduction (not below zero), plus
 * unearned income counted in full (A.A.C. R6-12-501, R6-12-703).
 */
export const az_tanf_countable_income = defineUsVariable({
  id: 'az_tanf_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Arizona Cash Assistance net countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AZ'] },
  reference:
    'https://casetext.com/regulation/arizona-administrative-code/title-6-economic-security/chapter-12-department-of-economic-security-cash-assistance-program/article-7-determining-eligibility-and-benefit-payment-amount/section-r6-12-703-earned-income-disregards',
  formula: (f) => {
    const p = f.p.gov.states.az.des.tanf.income;
    // The allowance and the percentage disregard apply to each earner's own earnings.
    const earnings = sumVariables(f, TANF_EARNED_SOURCES, 'people');
    const afterDisregards = Float64Array.from(
      earnings,
      (e) => Math.max(e - p.work_expense, 0) * (1 - p.earned_income_disregard_rate),
    );
    const earned = f.aggregate(afterDisregards, 'person', 'sum');
    const care = f.get('az_tanf_dependent_care_deduction');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      out[i] = Math.max(earned[i]! - care[i]!, 0) + Math.max(unearned[i]!, 0);
    }
    return out;
  },
});
