import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Kentucky Transitional Assistance Program monthly payment: 55% of the deficit (the standard of
 * need less countable income), not above the payment maximum (921 KAR 2:016 Section 9(4)); a
 * benefit group with no countable income gets the payment maximum (KRS 205.200(2): grants to
 * families with no income shall not be less than the grant maximum). No rounding or minimum
 * payment is applied.
 */
export const ky_ktap = defineUsVariable({
  id: 'ky_ktap',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Kentucky Transitional Assistance Program',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KY'] },
  reference: [
    'https://apps.legislature.ky.gov/law/kar/titles/921/002/016/',
    'https://apps.legislature.ky.gov/law/statutes/statute.aspx?id=53465',
  ],
  formula: (f) => {
    const rate = f.p.gov.states.ky.dcbs.ktap.benefit_rate;
    const eligible = f.get('ky_ktap_eligible');
    const need = f.get('ky_ktap_standard_of_need');
    const maximum = f.get('ky_ktap_payment_maximum');
    const income = f.get('ky_ktap_countable_income');
    return tanfGrant(f, eligible, (i) =>
      income[i]! <= 0 ? maximum[i]! : Math.min((need[i]! - income[i]!) * rate, maximum[i]!),
    );
  },
});
