import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Illinois TANF eligibility of an applicant unit: an Illinois household with an eligible child
 * whose nonexempt income (earnings less the child care and initial employment deductions, plus
 * unearned income) falls short of the payment level by at least the minimum payment (89 Ill. Adm.
 * Code 112.141(a), 112.155; IDHS PM 10-01-02). No assets are modelled, so the resource test passes.
 */
export const il_tanf_eligible = defineUsVariable({
  id: 'il_tanf_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for Illinois TANF',
  definedFor: { variable: 'state_code', values: ['IL'] },
  reference: [
    'https://www.law.cornell.edu/regulations/illinois/Ill-Admin-Code-tit-89-SS-112.155',
    'https://www.dhs.state.il.us/page.aspx?item=15820',
  ],
  formula: (f) => {
    const minimum = f.p.gov.states.il.dhs.tanf.minimum_payment;
    const children = f.sum('il_tanf_eligible_child');
    const level = f.get('il_tanf_payment_level');
    const earned = f.get('il_tanf_gross_earned_income');
    const care = f.get('il_tanf_child_care_deduction');
    const ied = f.get('il_tanf_initial_employment_deduction');
    const unearned = f.get('il_tanf_countable_unearned_income');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const nonexempt = Math.max(earned[i]! - care[i]! - ied[i]!, 0) + unearned[i]!;
      out[i] = children[i]! > 0 && level[i]! - nonexempt >= minimum ? 1 : 0;
    }
    return out;
  },
});
