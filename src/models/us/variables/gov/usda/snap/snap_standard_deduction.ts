import { defineUsVariable } from '../../../us-variable.js';
import { bySize, bySnapRegion } from '../../benefit-vectors.js';

/** Monthly SNAP standard deduction by region and household size (7 U.S.C. 2014(e)(1)). */
export const snap_standard_deduction = defineUsVariable({
  id: 'snap_standard_deduction',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'SNAP standard deduction',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/7/2014#e_1',
  formula: (f) => {
    const schedules = bySnapRegion(f, f.p.gov.usda.snap.income.deductions.standard);
    const unitSize = f.get('snap_unit_size');
    const size = new Int32Array(f.size);
    for (let i = 0; i < f.size; i += 1) size[i] = Math.max(unitSize[i]!, 1);
    return bySize(schedules, size);
  },
});
