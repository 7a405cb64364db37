import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Massachusetts TAFDC eligibility for the month: a Massachusetts unit with a dependent child whose
 * countable income does not exceed the need standard (106 CMR 704.260 and 704.410). DTA also
 * raises the September need standard by the clothing allowance, which lets a unit otherwise over
 * the standard claim the allowance alone; that is not modelled, as such a unit would have to
 * apply for that one month. Income is tested after the $200 work-related
 * expense, the 50 percent disregard and dependent care, as for a recipient or an applicant who
 * received TAFDC in the last four months (106 CMR 704.280); a first-time applicant, who gets no
 * 50 percent disregard at the front door, is not distinguished. The full earned income disregard
 * does not make an otherwise ineligible unit eligible. Resources are not an input, so the asset
 * test passes; time limits and work rules are not modelled.
 */
export const ma_tafdc_eligible = defineUsVariable({
  id: 'ma_tafdc_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for Massachusetts TAFDC',
  definedFor: { variable: 'state_code', values: ['MA'] },
  reference: [
    'https://www.law.cornell.edu/regulations/massachusetts/106-CMR-704-260',
    'https://www.law.cornell.edu/regulations/massachusetts/106-CMR-704-280',
  ],
  formula: (f) => {
    const p = f.p.gov.states.ma.dta.tafdc;
    const child = hasMinorChild(f, p.minor_child_age);
    const earned = f.get('ma_tafdc_earned_income_after_disregards');
    const unearned = f.get('ma_tafdc_countable_unearned_income');
    const need = f.get('ma_tafdc_payment_standard');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      out[i] = child[i] && earned[i]! + unearned[i]! <= need[i]! ? 1 : 0;
    }
    return out;
  },
});
