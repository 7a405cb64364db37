import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Connecticut TFA payment standard for the month: 73 percent of the standard of need, one
 * statewide standard since the regions were abolished on 1 July 2022 (C.G.S. 17b-104(c)).
 */
export const ct_tfa_payment_standard = defineUsVariable({
  id: 'ct_tfa_payment_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Connecticut TFA payment standard',
  unit: 'currency-USD',
  reference: 'https://www.cga.ct.gov/current/pub/chap_319s.htm#sec_17b-104',
  formula: (f) => {
    const rate = f.p.gov.states.ct.dss.tfa.standards.payment_standard_rate;
    return f.get('ct_tfa_need_standard').map((n) => n * rate);
  },
});
