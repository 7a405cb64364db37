import { defineUsVariable } from '../../../us-variable.js';
import { bySnapRegion } from '../../benefit-vectors.js';

/**
 * Minimum monthly SNAP allotment of one- and two-person households: 8% of the one-person maximum
 * allotment, rounded to the nearest dollar (7 U.S.C. 2017(a)).
 */
export const snap_min_allotment = defineUsVariable({
  id: 'snap_min_allotment',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'SNAP minimum allotment',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/7/2017#a',
  formula: (f) => {
    const p = f.p.gov.usda.snap;
    const main = p.max_allotment.main;
    const onePerson = bySnapRegion(f, {
      CONTIGUOUS_US: main.CONTIGUOUS_US['1']!,
      AK_URBAN: main.AK_URBAN['1']!,
      HI: main.HI['1']!,
    });
    const { maximum_household_size: largest, rate } = p.min_allotment;
    const size = f.get('snap_unit_size');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] = size[i]! <= largest ? Math.round(rate * onePerson[i]!) : 0;
    return out;
  },
});
