import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Idaho TAFI gross earned income for the month: each member's wages plus self-employment income
 * after the 50 percent standard self-employment deduction, summed over the household (IDAPA
 * 16.03.08.214, 231). Actual self-employment expenses, used when larger and proven (231.03.b), are
 * not an input. The earnings of a dependent child attending school, which 16.03.08.215.03 excludes,
 * are counted: school attendance is not an input.
 */
export const id_tafi_earned_income = defineUsVariable({
  id: 'id_tafi_earned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Idaho TAFI gross earned income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ID'] },
  reference: [
    'https://www.law.cornell.edu/regulations/idaho/IDAPA-16.03.08.231',
    'https://www.law.cornell.edu/regulations/idaho/IDAPA-16.03.08.252',
  ],
  formula: (f) => {
    const deduction = f.p.gov.states.id.dhw.tafi.income.self_employment_deduction_rate;
    const wages = f.members('employment_income');
    const selfEmployment = f.members('self_employment_income');
    const earned = new Float64Array(wages.length);
    for (let j = 0; j < wages.length; j += 1) {
      earned[j] = Math.max(wages[j]!, 0) + Math.max(selfEmployment[j]!, 0) * (1 - deduction);
    }
    return f.aggregate(earned, 'person', 'sum');
  },
});
