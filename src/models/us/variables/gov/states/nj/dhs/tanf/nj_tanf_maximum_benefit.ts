import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/** New Jersey WFNJ/TANF maximum benefit payment level for the month, by unit size (N.J.A.C. 10:90-3.3 Schedule II). */
export const nj_tanf_maximum_benefit = defineUsVariable({
  id: 'nj_tanf_maximum_benefit',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'New Jersey TANF maximum benefit',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/regulations/new-jersey/N-J-A-C-10-90-3-3',
  formula: (f) => {
    const p = f.p.gov.states.nj.dhs.tanf.maximum_benefit;
    return bySize(p.schedule, f.get('spm_unit_size'), p.additional_person);
  },
});
