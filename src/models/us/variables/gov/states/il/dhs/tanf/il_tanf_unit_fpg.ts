import { defineUsVariable } from '../../../../../us-variable.js';
import { fiscalYearStart, povertyGuideline } from '../../../../benefit-vectors.js';

/**
 * Monthly federal poverty guideline for the size of the Illinois TANF unit (its eligible children
 * and parents), as of the last 1 October: the Department resets the payment levels and the
 * initial employment deduction each 1 October from the guidelines then in force (89 Ill. Adm.
 * Code 112.251; IDHS manual releases). 0 for a unit without an eligible child.
 */
export const il_tanf_unit_fpg = defineUsVariable({
  id: 'il_tanf_unit_fpg',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Illinois TANF unit poverty guideline',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/regulations/illinois/Ill-Admin-Code-tit-89-SS-112.251',
    'https://www.dhs.state.il.us/?item=136652',
  ],
  formula: (f) => {
    const children = f.sum('il_tanf_eligible_child');
    const parents = f.sum('il_tanf_eligible_parent');
    const sizes = children.map((c, i) => c + parents[i]!);
    const annual = povertyGuideline(f, sizes, fiscalYearStart(f));
    return annual.map((a, i) => (children[i]! > 0 ? a / 12 : 0));
  },
});
