import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Alaska Temporary Assistance need standard for the month, by assistance unit size (7 AAC 45.520).
 * Units of one person (a pregnant woman alone) are not modelled and get no standard.
 */
export const ak_atap_need_standard = defineUsVariable({
  id: 'ak_atap_need_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Alaska ATAP need standard',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/regulations/alaska/7-AAC-45.520',
  formula: (f) => {
    const p = f.p.gov.states.ak.dpa.atap.need_standard;
    const size = f.get('spm_unit_size');
    const standard = bySize(p.amount, size, p.additional_person);
    for (let i = 0; i < f.size; i += 1) if (size[i]! < 2) standard[i] = 0;
    return standard;
  },
});
