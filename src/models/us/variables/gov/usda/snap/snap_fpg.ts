import { defineUsVariable } from '../../../us-variable.js';
import { fiscalYearStart, povertyGuideline } from '../../benefit-vectors.js';

/**
 * Monthly poverty guideline for the SNAP household: the guidelines in force on 1 October that starts
 * the fiscal year (7 U.S.C. 2014(c): income standards are revised each October from the poverty line).
 */
export const snap_fpg = defineUsVariable({
  id: 'snap_fpg',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'SNAP poverty guideline',
  unit: 'currency-USD',
  quantity: 'stock',
  reference: 'https://www.law.cornell.edu/uscode/text/7/2014#c',
  formula: (f) => {
    const instant = fiscalYearStart(f);
    const annual = povertyGuideline(f, f.get('snap_unit_size'), instant);
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = annual[i]! / 12;
    return out;
  },
});
