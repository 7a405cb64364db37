import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * South Dakota TANF payment standard for the month for a family in an independent living
 * arrangement, by family size (ARSD 67:10:05:03).
 */
export const sd_tanf_payment_standard = defineUsVariable({
  id: 'sd_tanf_payment_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'South Dakota TANF payment standard',
  unit: 'currency-USD',
  reference: 'https://sdlegislature.gov/Rules/Administrative/67:10:05:03',
  formula: (f) => {
    const p = f.p.gov.states.sd.dss.tanf.payment_standard;
    return bySize(p.independent_living, f.get('spm_unit_size'), p.additional_person);
  },
});
