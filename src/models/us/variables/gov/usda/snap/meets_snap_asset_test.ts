import { defineUsVariable } from '../../../us-variable.js';

/** SNAP resource test. Assets are not an input of this model, so every household passes (7 U.S.C. 2014(g)). */
export const meets_snap_asset_test = defineUsVariable({
  id: 'meets_snap_asset_test',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Meets the SNAP asset test',
  reference: 'https://www.law.cornell.edu/uscode/text/7/2014#g',
  formula: (f) => new Uint8Array(f.size).fill(1),
});
