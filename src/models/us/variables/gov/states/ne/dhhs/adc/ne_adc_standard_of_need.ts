import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Nebraska Aid to Dependent Children standard of need for the month, by the unit's size (Neb.
 * Rev. Stat. 43-513; 468 NAC 3-001). The unit is the SPM unit: members the grant unit leaves out
 * (SSI recipients, sanctioned members, undocumented aliens; 468 NAC 2-007.01) are not modelled.
 */
export const ne_adc_standard_of_need = defineUsVariable({
  id: 'ne_adc_standard_of_need',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Nebraska ADC standard of need',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NE'] },
  reference: 'https://nebraskalegislature.gov/laws/statutes.php?statute=43-513',
  formula: (f) => {
    const p = f.p.gov.states.ne.dhhs.adc.standard_of_need;
    return bySize(p.amount, f.get('spm_unit_size'), p.additional_person);
  },
});
