import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** Annual standard minimum guarantee (52 weeks) for a single claimant or a couple. */
export const standard_minimum_guarantee = defineUkVariable({
  id: 'standard_minimum_guarantee',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'Standard minimum guarantee',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2002/1792/regulation/6',
  formula: (f) => {
    const adults = f.get('benunit_adults');
    const g = f.p.gov.dwp.pension_credit.guarantee_credit.minimum_guarantee;
    return perRow(f, (i) => 52 * (adults[i]! >= 2 ? g.couple : g.single));
  },
});
