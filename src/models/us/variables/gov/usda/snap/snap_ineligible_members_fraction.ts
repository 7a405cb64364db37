import { defineUsVariable } from '../../../us-variable.js';

/** Share of the SPM unit's members who are excluded from the SNAP household. */
export const snap_ineligible_members_fraction = defineUsVariable({
  id: 'snap_ineligible_members_fraction',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Share of SPM unit members excluded from SNAP',
  unit: '/1',
  quantity: 'stock',
  reference: 'https://www.law.cornell.edu/cfr/text/7/273.11#c',
  formula: (f) => {
    const size = f.count();
    const eligible = f.sum('is_snap_unit_eligible_person');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const n = size[i]!;
      out[i] = n > 0 ? (n - eligible[i]!) / n : 0;
    }
    return out;
  },
});
