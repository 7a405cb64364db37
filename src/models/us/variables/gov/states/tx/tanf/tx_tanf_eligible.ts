import { defineUsVariable } from '../../../../us-variable.js';

/**
 * Texas TANF eligibility of an applicant unit: a Texas household with a child who can be certified,
 * income without the one-third disregard below budgetary needs, and countable income below
 * recognizable needs (1 TAC 372.408(a)). No assets are modelled, so the resource test passes.
 */
export const tx_tanf_eligible = defineUsVariable({
  id: 'tx_tanf_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for Texas TANF',
  definedFor: { variable: 'state_code', values: ['TX'] },
  reference: [
    'https://www.law.cornell.edu/regulations/texas/1-Tex-Admin-Code-SS-372-408',
    'https://www.hhs.texas.gov/handbooks/texas-works-handbook/a-1340-income-limits',
  ],
  formula: (f) => {
    const rate = f.p.gov.states.tx.tanf.recognizable_needs_rate;
    const children = f.sum('tx_tanf_eligible_child');
    const needs = f.get('tx_tanf_budgetary_needs');
    const earned = f.get('tx_tanf_earned_income_after_work_expense');
    const care = f.get('tx_tanf_dependent_care_deduction');
    const unearned = f.get('tx_tanf_countable_unearned_income');
    const countable = f.get('tx_tanf_countable_income');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const budgetaryIncome = Math.max(earned[i]! - care[i]!, 0) + unearned[i]!;
      const passesBudgetary = budgetaryIncome < needs[i]!;
      // Recognizable needs must exceed countable income by at least one cent.
      const passesRecognizable = needs[i]! * rate - countable[i]! >= 0.01;
      out[i] = children[i]! > 0 && passesBudgetary && passesRecognizable ? 1 : 0;
    }
    return out;
  },
});
