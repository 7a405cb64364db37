import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/** Annual carer element: once per unit when a claimant cares for a severely disabled person. */
export const uc_carer_element = defineUkVariable({
  id: 'uc_carer_element',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'UC carer element',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2013/376/regulation/29',
  formula: (f) => {
    const any = f.any('is_carer_for_benefits', { mask: 'is_adult' });
    const amount = f.p.gov.dwp.universal_credit.elements.carer;
    return perRow(f, (i) => (any[i] ? 12 * amount : 0));
  },
});
