import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Mississippi TANF monthly need standard by size of the assistance unit, $75 more for each person
 * above ten (MDHS, Income, Resource and Benefit Guidelines; Miss. Code R. tit. 18, pt. 19). The
 * assistance unit is the SPM unit: ineligible members (SSI recipients, non-qualified aliens) are
 * not modelled.
 */
export const ms_tanf_need_standard = defineUsVariable({
  id: 'ms_tanf_need_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Mississippi TANF need standard',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MS'] },
  reference: [
    'https://www.mdhs.ms.gov/help/tanf/applying-for-tanf/',
    'https://www.law.cornell.edu/regulations/mississippi/Miss-Code-tit-18-pt-19',
  ],
  formula: (f) => {
    const p = f.p.gov.states.ms.mdhs.tanf.need_standard;
    return bySize(p.amount, f.get('spm_unit_size'), p.additional_person);
  },
});
