import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * North Carolina Work First monthly need standard for the unit's size, $50 more for each member
 * beyond 14 (Work First Manual WF-114).
 */
export const nc_tanf_need_standard = defineUsVariable({
  id: 'nc_tanf_need_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'North Carolina Work First need standard',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NC'] },
  reference: 'https://policies.ncdhhs.gov/wp-content/uploads/wf-114_1-2-2024.pdf#page=5',
  formula: (f) => {
    const p = f.p.gov.states.nc.ncdhhs.tanf.need_standard;
    return bySize(p.amount, f.get('spm_unit_size'), p.additional_person);
  },
});
