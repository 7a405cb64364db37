import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Oklahoma TANF payment standard for the unit's size, the flat grant paid with no countable income;
 * units above nine get the nine-person amount (OKDHS Appendix C-1, Schedule IX.A; OAC
 * 340:10-3-59(b)). Every unit takes the adults-and-children column (child-only units are not
 * singled out).
 */
export const ok_tanf_payment_standard = defineUsVariable({
  id: 'ok_tanf_payment_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Oklahoma TANF payment standard',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference: 'https://oklahoma.gov/okdhs/searchcenter/okdhsformresults/c-1.html',
  formula: (f) => bySize(f.p.gov.states.ok.okdhs.tanf.payment_standard, f.get('spm_unit_size')),
});
