import { defineUsVariable } from '../../../../us-variable.js';

/**
 * Monthly countable income of a Texas TANF applicant: earnings after the work expense deduction
 * and the one-third disregard, less dependent care (not below 0), plus unearned income
 * (1 TAC 372.409). Continuing recipients' 90% disregard is not modelled: everyone applies.
 */
export const tx_tanf_countable_income = defineUsVariable({
  id: 'tx_tanf_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Texas TANF countable income',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/regulations/texas/1-Tex-Admin-Code-SS-372-409',
  formula: (f) => {
    const rate = f.p.gov.states.tx.tanf.income.applicant_disregard_rate;
    const earned = f.get('tx_tanf_earned_income_after_work_expense');
    const care = f.get('tx_tanf_dependent_care_deduction');
    const unearned = f.get('tx_tanf_countable_unearned_income');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      out[i] = Math.max(earned[i]! * (1 - rate) - care[i]!, 0) + unearned[i]!;
    }
    return out;
  },
});
