import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Kentucky K-TAP standard of need for the benefit group's size; groups above seven get the
 * seven-person amount (921 KAR 2:016 Section 9(2)(a)).
 */
export const ky_ktap_standard_of_need = defineUsVariable({
  id: 'ky_ktap_standard_of_need',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Kentucky K-TAP standard of need',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KY'] },
  reference: 'https://apps.legislature.ky.gov/law/kar/titles/921/002/016/',
  formula: (f) => bySize(f.p.gov.states.ky.dcbs.ktap.standard_of_need, f.get('spm_unit_size')),
});
