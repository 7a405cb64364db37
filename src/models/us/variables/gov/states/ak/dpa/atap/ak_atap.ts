import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Alaska Temporary Assistance payment for the month: the need standard less countable income, paid
 * at the ratio of the two-person maximum payment to the two-person need standard (AS 47.27.025;
 * 7 AAC 45.525). The shelter and summer reductions are not modelled.
 */
export const ak_atap = defineUsVariable({
  id: 'ak_atap',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Alaska Temporary Assistance Program',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AK'] },
  reference: [
    'https://www.akleg.gov/basis/statutes.asp#47.27.025',
    'https://www.law.cornell.edu/regulations/alaska/7-AAC-45.525',
  ],
  formula: (f) => {
    const p = f.p.gov.states.ak.dpa.atap;
    const ratio = p.payment.base / p.need_standard.amount['2'];
    const eligible = f.get('ak_atap_eligible');
    const need = f.get('ak_atap_need_standard');
    const countable = f.get('ak_atap_countable_income');
    return tanfGrant(f, eligible, (i) => (need[i]! - countable[i]!) * ratio);
  },
});
