import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Massachusetts TAFDC need and payment standard for the month (the two are the same table), by
 * assistance unit size, for a unit in private housing with the rent allowance (106 CMR 704.410,
 * 704.420 and 705.910). The model has no housing-subsidy input, so the lower public or subsidized
 * housing column is not used.
 */
export const ma_tafdc_payment_standard = defineUsVariable({
  id: 'ma_tafdc_payment_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Massachusetts TAFDC payment standard',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MA'] },
  reference: 'https://www.law.cornell.edu/regulations/massachusetts/106-CMR-704-420',
  formula: (f) => {
    const p = f.p.gov.states.ma.dta.tafdc;
    return bySize(p.payment_standard, f.get('spm_unit_size'), p.payment_standard_additional_person);
  },
});
