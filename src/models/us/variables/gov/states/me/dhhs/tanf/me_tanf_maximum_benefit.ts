import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Maine TANF maximum payment for the month by assistance unit size: the benefit of a unit with no
 * countable income and the cap on every benefit (10-144 C.M.R. ch. 331, Appendix Charts, Table 2).
 */
export const me_tanf_maximum_benefit = defineUsVariable({
  id: 'me_tanf_maximum_benefit',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Maine TANF maximum payment',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ME'] },
  reference: 'https://www.law.cornell.edu/regulations/maine/10-144-C-M-R-ch-331-app-Charts',
  formula: (f) => {
    const p = f.p.gov.states.me.dhhs.tanf.maximum_benefit;
    return bySize(p.amount, f.get('spm_unit_size'), p.additional_person);
  },
});
