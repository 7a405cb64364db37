import { defineUsVariable } from '../../../../../us-variable.js';
import { perEarnerSum } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Oklahoma TANF countable earned income for the month (OAC 340:10-3-33): each employed member's
 * wages and net self-employment income less the standard work related expense ($240 when the
 * member works 30 hours a week or more, $120 otherwise) and one-half of the rest, summed, less the
 * dependent care exemption, which is applied after all the other earned income exemptions and so
 * never reaches unearned income. The unit is an applicant (months on assistance are not an input),
 * so the recipients' three-month disregard of all earnings (340:10-3-31.1) is not applied.
 */
export const ok_tanf_countable_earned_income = defineUsVariable({
  id: 'ok_tanf_countable_earned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Oklahoma TANF countable earned income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference: [
    'https://casetext.com/regulation/oklahoma-administrative-code/title-340-department-of-human-services/chapter-10-temporary-assistance-for-needy-families-tanf/subchapter-3-conditions-of-eligibility-need/part-3-income/section-34010-3-33-individual-earned-income-exemptions',
    'https://www.law.cornell.edu/regulations/oklahoma/OAC-340-10-3-31.1',
  ],
  formula: (f) => {
    const p = f.p.gov.states.ok.okdhs.tanf.income;
    const hours = f.members('weekly_hours_worked');
    const earned = perEarnerSum(f, (gross, j) => {
      const expense =
        hours[j]! >= p.work_expense.full_time_hours
          ? p.work_expense.full_time
          : p.work_expense.part_time;
      return Math.max(gross - expense, 0) * (1 - p.earned_income_disregard_rate);
    });
    const care = f.get('ok_tanf_dependent_care_deduction');
    return earned.map((e, i) => Math.max(e - care[i]!, 0));
  },
});
