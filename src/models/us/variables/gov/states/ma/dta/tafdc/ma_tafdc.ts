import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Massachusetts Transitional Aid to Families with Dependent Children for the month: for an
 * eligible unit, the payment standard less countable income, not paid when under the $10 minimum
 * (106 CMR 704.500), plus the September clothing allowance and the one-time infant benefit, which
 * are paid whatever the size of the grant (106 CMR 704.420 and 705.600).
 */
export const ma_tafdc = defineUsVariable({
  id: 'ma_tafdc',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Massachusetts TAFDC',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MA'] },
  reference: [
    'https://www.law.cornell.edu/regulations/massachusetts/106-CMR-704-500',
    'https://www.mass.gov/info-details/how-to-calculate-tafdc-benefit',
  ],
  formula: (f) => {
    const minimum = f.p.gov.states.ma.dta.tafdc.minimum_payment;
    const eligible = f.get('ma_tafdc_eligible');
    const standard = f.get('ma_tafdc_payment_standard');
    const countable = f.get('ma_tafdc_countable_income');
    const clothing = f.get('ma_tafdc_clothing_allowance');
    const infant = f.get('ma_tafdc_infant_benefit');
    const grant = tanfGrant(f, eligible, (i) => standard[i]! - countable[i]!, minimum);
    return grant.map((g, i) => (eligible[i] ? g + clothing[i]! + infant[i]! : 0));
  },
});
