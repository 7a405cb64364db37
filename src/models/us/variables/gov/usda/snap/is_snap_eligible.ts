import { defineUsVariable } from '../../../us-variable.js';

/**
 * Eligible for SNAP: at least one eligible member, and either the gross, net income and asset tests
 * or categorical eligibility (7 U.S.C. 2014(a), (c)).
 */
export const is_snap_eligible = defineUsVariable({
  id: 'is_snap_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for SNAP',
  reference: [
    'https://www.law.cornell.edu/uscode/text/7/2014#a',
    'https://www.law.cornell.edu/uscode/text/7/2014#c',
  ],
  formula: (f) => {
    const size = f.get('snap_unit_size');
    const gross = f.get('meets_snap_gross_income_test');
    const net = f.get('meets_snap_net_income_test');
    const asset = f.get('meets_snap_asset_test');
    const categorical = f.get('meets_snap_categorical_eligibility');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] =
        size[i]! > 0 &&
        ((gross[i]! !== 0 && net[i]! !== 0 && asset[i]! !== 0) || categorical[i]! !== 0)
          ? 1
          : 0;
    return out;
  },
});
