import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Washington TANF (the WorkFirst cash grant) for the month: for an eligible unit, the payment
 * standard for its size less its countable income (WAC 388-478-0005, 388-478-0020; chapter 74.12 RCW).
 * No minimum payment, rounding or grant maximum is applied: none was found in the current rules
 * readable here (see `wa_tanf_payment_standard`).
 */
export const wa_tanf = defineUsVariable({
  id: 'wa_tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Washington TANF',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WA'] },
  reference: [
    'https://app.leg.wa.gov/wac/default.aspx?cite=388-478-0005',
    'https://app.leg.wa.gov/wac/default.aspx?cite=388-478-0020',
    'https://app.leg.wa.gov/rcw/default.aspx?cite=74.12',
  ],
  formula: (f) => {
    const eligible = f.get('wa_tanf_eligible');
    const standard = f.get('wa_tanf_payment_standard');
    const income = f.get('wa_tanf_countable_income');
    return tanfGrant(f, eligible, (i) => standard[i]! - income[i]!);
  },
});
