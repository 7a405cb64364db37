import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * South Carolina Family Independence (TANF) monthly cash payment: the need standard less countable
 * income (countable earnings plus unearned income), times the ratable reduction, rounded down to a
 * whole dollar; no payment below ten dollars (S.C. Code Regs. 114-1140(A)(3)-(5); SC DSS TANF
 * Policy Manual Section 8.15). With no income it is the payment standard.
 */
export const sc_tanf = defineUsVariable({
  id: 'sc_tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'South Carolina Family Independence',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['SC'] },
  reference: [
    'https://regulations.justia.com/states/south-carolina/chapter-114/article-11/section-114-1140',
    'https://dss.sc.gov/media/ojqddxsk/tanf-policy-manual-volume-65.pdf#page=131',
  ],
  formula: (f) => {
    const p = f.p.gov.states.sc.dss.tanf;
    const eligible = f.get('sc_tanf_eligible');
    const need = f.get('sc_tanf_need_standard');
    const earned = f.get('sc_tanf_countable_earned_income');
    const unearned = f.get('sc_tanf_unearned_income');
    const standard = f.get('sc_tanf_payment_standard');
    return tanfGrant(
      f,
      eligible,
      (i) => {
        const deficit = need[i]! - earned[i]! - unearned[i]!;
        return Math.min(Math.floor(deficit * p.ratable_reduction + 1e-9), standard[i]!);
      },
      p.minimum_payment,
    );
  },
});
