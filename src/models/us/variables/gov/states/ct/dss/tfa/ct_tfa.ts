import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Connecticut Temporary Family Assistance payment for the month: for an eligible unit, the payment
 * standard less countable unearned income; earnings are disregarded once the family is eligible
 * (C.G.S. 17b-104, 17b-112; TANF State Plan 2024-2026). No minimum payment and no rounding are
 * applied; the family cap and extension reductions are not modelled.
 */
export const ct_tfa = defineUsVariable({
  id: 'ct_tfa',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Connecticut Temporary Family Assistance',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CT'] },
  reference: [
    'https://www.cga.ct.gov/current/pub/chap_319s.htm#sec_17b-112',
    'https://portal.ct.gov/dss/-/media/departments-and-agencies/dss/state-plans-and-federal-reports/tanf-state-plan/ct-tanf-state-plan-2024---2026---41524-amendment.pdf',
  ],
  formula: (f) => {
    const eligible = f.get('ct_tfa_eligible');
    const standard = f.get('ct_tfa_payment_standard');
    const unearned = f.get('ct_tfa_countable_unearned_income');
    return tanfGrant(f, eligible, (i) => standard[i]! - unearned[i]!);
  },
});
