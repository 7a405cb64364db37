import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Indiana TANF monthly countable income for the payment: a quarter of gross earnings (the 75%
 * earned income disregard) plus unearned income counted in full (470 IAC 10.3-4-4(d); FSSA
 * Program Policy Manual 3450.35.05). The $90 work expense deduction belongs to the eligibility
 * test only (see in_tanf_eligible).
 */
export const in_tanf_countable_income = defineUsVariable({
  id: 'in_tanf_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Indiana TANF countable income for the payment',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IN'] },
  reference:
    'https://casetext.com/regulation/indiana-administrative-code/title-470-division-of-family-resources/article-103-tanf-assistance-program/rule-470-iac-103-4-fiscal-eligibility-requirements/section-470-iac-103-4-4-countable-income-determination',
  formula: (f) => {
    const rate = f.p.gov.states.in.fssa.tanf.income.earned_income_disregard_rate;
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      out[i] = Math.max(earned[i]!, 0) * (1 - rate) + Math.max(unearned[i]!, 0);
    }
    return out;
  },
});
