import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Food portion of the MFIP monthly transitional standard for the assistance unit's size
 * (Minn. Stat. 142G.17, subd. 5; Minnesota Combined Manual 0020.09).
 */
export const mn_mfip_food_portion = defineUsVariable({
  id: 'mn_mfip_food_portion',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Minnesota MFIP food portion',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  reference: 'https://www.revisor.mn.gov/statutes/cite/142G.17',
  formula: (f) => {
    const p = f.p.gov.states.mn.dcyf.mfip.transitional_standard;
    return bySize(p.food, f.get('spm_unit_size'), p.food_additional_person);
  },
});
