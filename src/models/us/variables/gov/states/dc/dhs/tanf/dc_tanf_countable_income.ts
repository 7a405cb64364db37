import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * District of Columbia TANF countable income for the benefit, for the month: each employed member's
 * earnings less the $160 work-related expense and two-thirds of the rest, plus unearned income in
 * full, less the dependent care deduction, not below zero (D.C. Code 4-205.11(a)(1), (2) and
 * (4A)(A); DC TANF State Plan, Section 4(4)(a)). The two-thirds disregard applies to a family
 * "otherwise found eligible", so the first month's benefit uses it too. Child support (its first
 * $150 passed through, 4-205.11(a)(8)) is not an input.
 */
export const dc_tanf_countable_income = defineUsVariable({
  id: 'dc_tanf_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'District of Columbia TANF countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DC'] },
  reference: 'https://code.dccouncil.gov/us/dc/council/code/sections/4-205.11',
  formula: (f) => {
    const p = f.p.gov.states.dc.dhs.tanf.income;
    const personal = sumVariables(f, TANF_EARNED_SOURCES, 'people');
    const counted = personal.map(
      (e) => Math.max(Math.max(e, 0) - p.work_expense, 0) * (1 - p.earned_income_disregard_rate),
    );
    const earned = f.aggregate(counted, 'person', 'sum');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const care = f.get('dc_tanf_dependent_care_deduction');
    return earned.map((e, i) => Math.max(e + Math.max(unearned[i]!, 0) - care[i]!, 0));
  },
});
