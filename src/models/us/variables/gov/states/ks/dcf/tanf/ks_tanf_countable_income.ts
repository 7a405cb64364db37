import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Kansas TANF countable income for the month, from which the benefit is computed: earnings after
 * the work-related expense, less the 60 percent earned income disregard, less the unit's dependent
 * care expenses (which can only reduce earnings, never below zero), plus unearned income counted in
 * full (K.A.R. 30-4-111(b) and (f); KEESM 7211). The dependent care deduction has no cap in the
 * manual's text; care reimbursed by the child care subsidy is not deducted, and the model takes the
 * unit's child care expenses as its own.
 */
export const ks_tanf_countable_income = defineUsVariable({
  id: 'ks_tanf_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Kansas TANF countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KS'] },
  reference: [
    'https://www.law.cornell.edu/regulations/kansas/K-A-R-30-4-111',
    'http://content.dcf.ks.gov/EES/KEESM/Robo01-20/keesm7200.htm',
  ],
  formula: (f) => {
    const rate = f.p.gov.states.ks.dcf.tanf.income.earned_income_disregard_rate;
    const earned = f.get('ks_tanf_earned_income_after_work_expense');
    const care = f.get('childcare_expenses');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return earned.map(
      (e, i) => Math.max(e * (1 - rate) - Math.max(care[i]!, 0), 0) + Math.max(unearned[i]!, 0),
    );
  },
});
