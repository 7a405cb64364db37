import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Kentucky K-TAP payment maximum for the benefit group's size, the most it is paid in a month;
 * groups above seven get the seven-person amount (921 KAR 2:016 Section 9(2)(a)).
 */
export const ky_ktap_payment_maximum = defineUsVariable({
  id: 'ky_ktap_payment_maximum',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Kentucky K-TAP payment maximum',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KY'] },
  reference: 'https://apps.legislature.ky.gov/law/kar/titles/921/002/016/',
  formula: (f) => bySize(f.p.gov.states.ky.dcbs.ktap.payment_maximum, f.get('spm_unit_size')),
});
