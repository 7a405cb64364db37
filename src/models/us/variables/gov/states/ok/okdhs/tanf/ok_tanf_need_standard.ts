import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Oklahoma TANF State Standard of Need for the unit's size; units above nine get the nine-person
 * amount (OKDHS Appendix C-1, Schedule IX.A; OAC 340:10-3-27).
 */
export const ok_tanf_need_standard = defineUsVariable({
  id: 'ok_tanf_need_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Oklahoma TANF State Standard of Need',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference: 'https://oklahoma.gov/okdhs/searchcenter/okdhsformresults/c-1.html',
  formula: (f) => bySize(f.p.gov.states.ok.okdhs.tanf.need_standard, f.get('spm_unit_size')),
});
