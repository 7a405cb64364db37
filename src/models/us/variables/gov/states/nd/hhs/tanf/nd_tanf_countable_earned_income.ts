import { defineUsVariable } from '../../../../../us-variable.js';
import { perEarnerSum } from '../../../../hhs/tanf/tanf-common.js';

/**
 * North Dakota TANF countable earned income for the month: each member's wages and net
 * self-employment income, less the standard employment expense allowance (the greater of $180 or
 * 27 percent of gross earnings), less the time-limited percentage of what remains, summed over the
 * unit (N.D. Admin. Code 75-02-01.2-51(2); ND TANF Manual 400-19-105-25). The model has no months
 * of participation, so the time-limited percentage follows the calendar month (50 percent January
 * to June, 35 percent July to September, 25 percent October to December), as for a member employed
 * all year. Earnings of children who are full-time students are not singled out (nobody here is a
 * student).
 */
export const nd_tanf_countable_earned_income = defineUsVariable({
  id: 'nd_tanf_countable_earned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'North Dakota TANF countable earned income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ND'] },
  reference: [
    'https://www.law.cornell.edu/regulations/north-dakota/N-D-A-C-75-02-01.2-51',
    'https://www.nd.gov/dhs/policymanuals/40019/400_19_105_25.htm',
  ],
  formula: (f) => {
    const p = f.p.gov.states.nd.hhs.tanf.income;
    const month = Number(f.period.start.slice(5, 7));
    const percentage = p.time_limited_percentage.calc([month])[0]!;
    const { minimum, rate } = p.standard_employment_expense;
    return perEarnerSum(f, (gross) => {
      const expense = Math.max(minimum, gross * rate);
      return Math.max(gross - expense, 0) * (1 - percentage);
    });
  },
});
