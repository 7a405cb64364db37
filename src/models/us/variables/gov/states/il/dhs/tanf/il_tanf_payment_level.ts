import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Illinois TANF monthly payment level: the payment level rate times the unit's monthly poverty
 * guideline; a unit without a parent gets the child-only share of it (89 Ill. Adm. Code 112.251).
 * County groups were abolished in October 2018, so there is no region. The Department's published
 * tables give each level in whole dollars; the level here is unrounded.
 */
export const il_tanf_payment_level = defineUsVariable({
  id: 'il_tanf_payment_level',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Illinois TANF payment level',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/regulations/illinois/Ill-Admin-Code-tit-89-SS-112.251',
    'https://www.dhs.state.il.us/page.aspx?item=149890',
  ],
  formula: (f) => {
    const p = f.p.gov.states.il.dhs.tanf.payment_level;
    const fpg = f.get('il_tanf_unit_fpg');
    const parents = f.sum('il_tanf_eligible_parent');
    return fpg.map((g, i) => p.rate * (parents[i]! > 0 ? 1 : p.child_only_rate) * g);
  },
});
