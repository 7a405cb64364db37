import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Connecticut TFA countable income of an applicant family for the month: each member's gross
 * earnings less the $90 applicant deduction (not below zero), plus the unit's countable unearned
 * income (TANF State Plan 2024-2026). This is the amount tested against the standard of need.
 */
export const ct_tfa_applicant_countable_income = defineUsVariable({
  id: 'ct_tfa_applicant_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Connecticut TFA applicant countable income',
  unit: 'currency-USD',
  reference:
    'https://portal.ct.gov/dss/-/media/departments-and-agencies/dss/state-plans-and-federal-reports/tanf-state-plan/ct-tanf-state-plan-2024---2026---41524-amendment.pdf#page=10',
  formula: (f) => {
    const deduction = f.p.gov.states.ct.dss.tfa.income.applicant_earned_income_deduction;
    const earnings = sumVariables(f, TANF_EARNED_SOURCES, 'people');
    const countable = earnings.map((e) => Math.max(e - deduction, 0));
    const earned = f.aggregate(countable, 'person', 'sum');
    const unearned = f.get('ct_tfa_countable_unearned_income');
    return unearned.map((u, i) => earned[i]! + u);
  },
});
