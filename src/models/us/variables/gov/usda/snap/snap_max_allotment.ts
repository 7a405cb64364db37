import { defineUsVariable } from '../../../us-variable.js';
import { bySize, bySnapRegion } from '../../benefit-vectors.js';

/** Maximum monthly SNAP allotment for the household's size and region (7 U.S.C. 2017(a)). */
export const snap_max_allotment = defineUsVariable({
  id: 'snap_max_allotment',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'SNAP maximum allotment',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/7/2017#a',
  formula: (f) => {
    const p = f.p.gov.usda.snap.max_allotment;
    const main = bySnapRegion(f, p.main);
    const additional = bySnapRegion(f, p.additional);
    return bySize(main, f.get('snap_unit_size'), additional);
  },
});
