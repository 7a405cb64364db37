import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild, tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Temporary Assistance for Families in Idaho for the month. A family with a dependent child and no
 * income receives the maximum grant (IDAPA 16.03.08.249); with unearned income only, the maximum
 * grant less that income (250); with earned income, the Work Incentive Table figure for its size
 * less 60 percent of gross earned income and all unearned income, rounded down to the dollar, or
 * the maximum grant if less (252). Eligibility is the grant itself: income counts only through
 * this calculation (16.03.08.221), and no grant under $10 is paid (254). Resources are not an
 * input, so the $5,000 limit (16.03.08.200) is taken as met; penalties, time limits and work
 * requirements are not modelled.
 */
export const id_tafi = defineUsVariable({
  id: 'id_tafi',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Temporary Assistance for Families in Idaho',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ID'] },
  reference: [
    'https://www.law.cornell.edu/regulations/idaho/IDAPA-16.03.08.248',
    'https://www.law.cornell.edu/regulations/idaho/IDAPA-16.03.08.249',
    'https://www.law.cornell.edu/regulations/idaho/IDAPA-16.03.08.250',
    'https://www.law.cornell.edu/regulations/idaho/IDAPA-16.03.08.252',
    'https://www.law.cornell.edu/regulations/idaho/IDAPA-16.03.08.254',
  ],
  formula: (f) => {
    const p = f.p.gov.states.id.dhw.tafi;
    const child = hasMinorChild(f, p.minor_child_age);
    const earned = f.get('id_tafi_earned_income');
    const unearned = f.get('id_tafi_unearned_income');
    const table = f.get('id_tafi_work_incentive_amount');
    const grant = (i: number): number => {
      if (earned[i]! <= 0) return p.maximum_grant - unearned[i]!;
      const incentive = table[i]! - earned[i]! * p.income.earned_income_rate - unearned[i]!;
      // Rounded to the cent first, so a whole-dollar result is not pushed down by float error.
      return Math.min(Math.floor(Math.round(incentive * 100) / 100), p.maximum_grant);
    };
    return tanfGrant(f, child, grant, p.minimum_payment);
  },
});
