import { defineUsVariable } from '../../../../us-variable.js';

/** A member of the SPM unit is younger than the ABAWD dependent-child age, which exempts its adults (7 CFR 273.24(c)(4)). */
export const has_snap_abawd_household_child = defineUsVariable({
  id: 'has_snap_abawd_household_child',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Has a household member under the SNAP ABAWD dependent age',
  reference: 'https://www.law.cornell.edu/cfr/text/7/273.24#c_4',
  formula: (f) => {
    const limit = f.p.gov.usda.snap.work_requirements.abawd.age_threshold.dependent;
    const youngest = f.min('age');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = youngest[i]! < limit ? 1 : 0;
    return out;
  },
});
