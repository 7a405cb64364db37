import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Iowa FIP countable net income for Test 3 and the grant: earnings less the 20 percent earned
 * income deduction and then less the 58 percent work incentive disregard of what remains, plus
 * countable unearned income (Iowa Code 239B.7(1)-(2); 441 IAC 41.27(2)). FIP has no dependent
 * care deduction: child care is met by the Child Care Assistance program instead.
 */
export const ia_fip_countable_income = defineUsVariable({
  id: 'ia_fip_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Iowa FIP countable net income (Test 3)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IA'] },
  reference: [
    'https://www.legis.iowa.gov/docs/iac/chapter/01-07-2026.441.41.pdf#page=20',
    'https://www.legis.iowa.gov/docs/code/239B.7.pdf',
  ],
  formula: (f) => {
    const p = f.p.gov.states.ia.hhs.fip.income;
    const earned = f.get('ia_fip_earned_income');
    const unearned = f.get('ia_fip_unearned_income');
    return earned.map(
      (e, i) =>
        e * (1 - p.earned_income_deduction_rate) * (1 - p.work_incentive_disregard_rate) +
        unearned[i]!,
    );
  },
});
