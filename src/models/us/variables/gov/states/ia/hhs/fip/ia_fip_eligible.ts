import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Iowa FIP eligibility for the month: a unit with a child under 18 that passes Test 1 (gross
 * nonexempt income at or below 185 percent of the schedule of living costs) and the applicant's
 * Test 2 (net income after the 20 percent deduction below the schedule of living costs), 441 IAC
 * 41.27(1). Every unit is treated as an applicant, so Test 2 always applies; Test 3 (countable
 * income below the payment standard) is the grant itself. Resources are not an input, so the
 * $2,000 applicant resource limit passes; time limits and PROMISE JOBS are not modelled.
 */
export const ia_fip_eligible = defineUsVariable({
  id: 'ia_fip_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for Iowa FIP',
  definedFor: { variable: 'state_code', values: ['IA'] },
  reference: 'https://www.legis.iowa.gov/docs/iac/chapter/01-07-2026.441.41.pdf#page=20',
  formula: (f) => {
    const p = f.p.gov.states.ia.hhs.fip;
    const child = hasMinorChild(f, p.eligibility.minor_child_age);
    const living = f.get('ia_fip_living_costs');
    const earned = f.get('ia_fip_earned_income');
    const unearned = f.get('ia_fip_unearned_income');
    const net = f.get('ia_fip_net_income');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const gross = earned[i]! + unearned[i]!;
      const test1 = gross <= living[i]! * p.income.gross_income_limit_rate;
      const test2 = net[i]! < living[i]!;
      out[i] = child[i] && test1 && test2 ? 1 : 0;
    }
    return out;
  },
});
