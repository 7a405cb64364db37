import { defineUsVariable } from '../../../us-variable.js';
import { SPM_TENURE } from './spm_unit_tenure_type.js';

/**
 * SPM poverty threshold of the unit: the two-adult-two-child threshold of its tenure, scaled by the
 * three-parameter equivalence scale relative to that reference unit. No geographic adjustment.
 */
export const spm_unit_spm_threshold = defineUsVariable({
  id: 'spm_unit_spm_threshold',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'SPM threshold',
  unit: 'currency-USD',
  quantity: 'stock',
  reference: 'https://www.census.gov/library/publications/2024/demo/p60-283.html',
  formula: (f) => {
    const p = f.p.gov.bls.spm;
    const s = p.equivalence_scale;
    const scale = (adults: number, children: number): number => {
      if (children === 0)
        return adults <= 1 ? 1 : adults === 2 ? s.two_adults : Math.pow(adults, s.exponent);
      if (adults === 1)
        return Math.pow(
          1 + s.first_child_of_single_parent + s.child_weight * (children - 1),
          s.exponent,
        );
      return Math.pow(adults + s.child_weight * children, s.exponent);
    };
    const reference = scale(2, 2);
    const tenure = f.get('spm_unit_tenure_type');
    const children = f.sum('is_spm_child');
    const size = f.count();
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const base = p.thresholds[SPM_TENURE.names[tenure[i]!]!];
      const kids = children[i]!;
      const adults = Math.max(size[i]! - kids, 0);
      out[i] =
        (base * scale(adults === 0 ? 1 : adults, adults === 0 ? kids - 1 : kids)) / reference;
    }
    return out;
  },
});
