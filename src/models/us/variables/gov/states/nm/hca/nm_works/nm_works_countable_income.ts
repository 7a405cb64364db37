import { defineUsVariable } from '../../../../../us-variable.js';
import {
  dependentCareDeduction,
  TANF_EARNED_SOURCES,
  TANF_UNEARNED_SOURCES,
} from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * New Mexico Works net countable income for the month (8.102.520.12, 8.102.520.14 NMAC). Each
 * employed member who is not a dependent child keeps, of his own gross earnings, the flat work
 * incentive deduction ($125 in a single-parent group, $225 for each parent in a two-parent group)
 * and half of the rest; the unit's child care costs ($200 a month at most for each child under two,
 * $175 for each older child) come off the earnings that remain, never below zero, as earned income
 * deductions may not reduce unearned income; unearned income is counted in full. A group with two
 * or more members of 18 or over is taken as a two-parent group (the model has no parent link).
 */
export const nm_works_countable_income = defineUsVariable({
  id: 'nm_works_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'New Mexico Works countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NM'] },
  reference: [
    'https://www.srca.nm.gov/parts/title08/08.102.0520.html',
    'https://www.hca.nm.gov/wp-content/uploads/TANF-Final-State-Plan-2024-to-2026.pdf#page=21',
  ],
  formula: (f) => {
    const p = f.p.gov.states.nm.hca.nm_works;
    const incentive = p.income.work_incentive;
    const care = p.income.child_care;
    const minorAge = p.eligibility.minor_child_age;
    const age = f.members('age');
    const adult = Uint8Array.from(age, (a) => (a >= minorAge ? 1 : 0));
    const adults = f.aggregate(adult, 'person', 'sum');
    const row = f.memberIndex();
    const earnings = sumVariables(f, TANF_EARNED_SOURCES, 'people');
    const remaining = earnings.map((e, j) => {
      if (!adult[j]) return 0;
      const flat =
        adults[row[j]!]! >= 2 ? incentive.two_parent_amount : incentive.single_parent_amount;
      return Math.max(e - flat, 0) * (1 - incentive.rate);
    });
    const earned = f.aggregate(remaining, 'person', 'sum');
    const child = Uint8Array.from(age, (a) => (a < minorAge ? 1 : 0));
    const childCare = dependentCareDeduction(
      f,
      child,
      care.young_child_age,
      care.young_child_amount,
      care.older_child_amount,
    );
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return unearned.map((u, i) => Math.max(earned[i]! - childCare[i]!, 0) + u);
  },
});
