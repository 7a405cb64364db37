import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/** Annual LCWRA element: once per unit when a claimant has limited capability for work and work-related activity. */
export const uc_LCWRA_element = defineUkVariable({
  id: 'uc_LCWRA_element',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'UC LCWRA element',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2013/376/regulation/27',
  formula: (f) => {
    const any = f.any('uc_limited_capability_for_WRA', { mask: 'is_adult' });
    const amount = f.p.gov.dwp.universal_credit.elements.lcwra;
    return perRow(f, (i) => (any[i] ? 12 * amount : 0));
  },
});
