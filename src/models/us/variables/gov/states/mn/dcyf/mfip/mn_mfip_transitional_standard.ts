import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * MFIP monthly transitional standard for the assistance unit's size: its cash portion plus its food
 * portion (Minn. Stat. 142G.17, subd. 5; Minnesota Combined Manual 0020.09).
 */
export const mn_mfip_transitional_standard = defineUsVariable({
  id: 'mn_mfip_transitional_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Minnesota MFIP transitional standard',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  reference: 'https://www.revisor.mn.gov/statutes/cite/142G.17',
  formula: (f) => {
    const p = f.p.gov.states.mn.dcyf.mfip.transitional_standard;
    const size = f.get('spm_unit_size');
    const cash = bySize(p.cash, size, p.cash_additional_person);
    const food = f.get('mn_mfip_food_portion');
    return cash.map((c, i) => c + food[i]!);
  },
});
