import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Alaska Temporary Assistance countable income for the month: each earner's wages less the $90
 * applicant work deduction (7 AAC 45.480(a)(1)), less child care paid for dependent children up to
 * $200 a child under two and $175 a child two or older (7 AAC 45.485), plus unearned income.
 * Continuing recipients' larger work incentive deductions (7 AAC 45.480(b)) are not modelled.
 */
export const ak_atap_countable_income = defineUsVariable({
  id: 'ak_atap_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Alaska ATAP countable income',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/regulations/alaska/7-AAC-45.480',
    'https://www.law.cornell.edu/regulations/alaska/7-AAC-45.485',
  ],
  formula: (f) => {
    const p = f.p.gov.states.ak.dpa.atap.income;
    const care = p.child_care_disregard;
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'people');
    const afterWork = earned.map((e) => Math.max(e - p.work_deduction, 0));
    const age = f.members('age');
    const dependent = f.members('is_tax_unit_dependent');
    const cap = new Float64Array(age.length);
    for (let i = 0; i < age.length; i += 1)
      if (dependent[i])
        cap[i] = age[i]! < care.young_child_age ? care.young_child : care.older_child;
    const earnedAfterWork = f.aggregate(afterWork, 'person', 'sum');
    const careCap = f.aggregate(cap, 'person', 'sum');
    const childcare = f.get('childcare_expenses');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const careDisregard = Math.min(Math.max(childcare[i]!, 0), careCap[i]!);
      out[i] = Math.max(earnedAfterWork[i]! - careDisregard, 0) + unearned[i]!;
    }
    return out;
  },
});
