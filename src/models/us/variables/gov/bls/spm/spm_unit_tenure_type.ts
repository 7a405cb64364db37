import { defineEnum } from '../../../../../../engine/index.js';
import { defineUsVariable } from '../../../us-variable.js';

/** Housing tenure of the SPM thresholds. */
export const SPM_TENURE = defineEnum('spm_unit_tenure_type', [
  'RENTER',
  'OWNER_WITH_MORTGAGE',
  'OWNER_WITHOUT_MORTGAGE',
] as const);

/** Housing tenure: renter if rent is paid, owner with a mortgage if mortgage interest is paid, else owner without a mortgage. */
export const spm_unit_tenure_type = defineUsVariable({
  id: 'spm_unit_tenure_type',
  entity: 'spm_unit',
  valueType: 'enum',
  enum: SPM_TENURE,
  default: 'RENTER',
  period: 'year',
  label: 'SPM unit housing tenure',
  formula: (f) => {
    const rent = f.sum('rent');
    const mortgage = f.sum('home_mortgage_interest');
    const out = new Int32Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] =
        rent[i]! > 0
          ? SPM_TENURE.codes.RENTER
          : mortgage[i]! > 0
            ? SPM_TENURE.codes.OWNER_WITH_MORTGAGE
            : SPM_TENURE.codes.OWNER_WITHOUT_MORTGAGE;
    return out;
  },
});
