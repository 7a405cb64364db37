import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/** Pennsylvania TANF monthly family size allowance for the family's size, County Group 2 (55 Pa. Code 183.91). */
export const pa_tanf_family_size_allowance = defineUsVariable({
  id: 'pa_tanf_family_size_allowance',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Pennsylvania TANF family size allowance',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['PA'] },
  reference:
    'https://www.pacodeandbulletin.gov/Display/pacode?file=/secure/pacode/data/055/chapter183/s183.91.html&d=reduce',
  formula: (f) => {
    const p = f.p.gov.states.pa.dhs.tanf;
    return bySize(
      p.family_size_allowance,
      f.get('spm_unit_size'),
      p.family_size_allowance_additional_person,
    );
  },
});
