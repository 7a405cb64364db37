import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Maine TANF standard of need for the month by assistance unit size: countable income must be
 * below it, and the benefit fills the gap between it and countable income (10-144 C.M.R. ch. 331,
 * Appendix Charts, Table 2).
 */
export const me_tanf_standard_of_need = defineUsVariable({
  id: 'me_tanf_standard_of_need',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Maine TANF standard of need',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ME'] },
  reference: 'https://www.law.cornell.edu/regulations/maine/10-144-C-M-R-ch-331-app-Charts',
  formula: (f) => {
    const p = f.p.gov.states.me.dhhs.tanf.standard_of_need;
    return bySize(p.amount, f.get('spm_unit_size'), p.additional_person);
  },
});
