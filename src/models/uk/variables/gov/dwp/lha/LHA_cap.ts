import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** Annual local housing allowance for the unit’s bedroom category (52 weeks). */
export const LHA_cap = defineUkVariable({
  id: 'LHA_cap',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'Local housing allowance cap',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2013/376/schedule/4',
  formula: (f) => {
    const category = f.get('LHA_category');
    const r = f.p.gov.dwp.lha.rates;
    const rates = [r.shared, r.one, r.two, r.three];
    return perRow(f, (i) => 52 * rates[category[i]!]!);
  },
});
