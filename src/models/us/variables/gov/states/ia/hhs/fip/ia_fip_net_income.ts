import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Iowa FIP net income for the applicant's Test 2: earnings less the 20 percent earned income
 * deduction, plus countable unearned income, before the work incentive disregard (441 IAC
 * 41.27(1), 41.27(2)"a"). Diversions for people outside the eligible group are not modelled.
 */
export const ia_fip_net_income = defineUsVariable({
  id: 'ia_fip_net_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Iowa FIP net income (Test 2)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IA'] },
  reference: 'https://www.legis.iowa.gov/docs/iac/chapter/01-07-2026.441.41.pdf#page=20',
  formula: (f) => {
    const rate = f.p.gov.states.ia.hhs.fip.income.earned_income_deduction_rate;
    const earned = f.get('ia_fip_earned_income');
    const unearned = f.get('ia_fip_unearned_income');
    return earned.map((e, i) => e * (1 - rate) + unearned[i]!);
  },
});
