import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/** Annual work allowance for a unit with a child or limited capability for work: the lower amount when the award includes housing costs. */
export const uc_work_allowance = defineUkVariable({
  id: 'uc_work_allowance',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'UC work allowance',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2013/376/regulation/22',
  formula: (f) => {
    const children = f.get('benunit_children');
    const lcwra = f.any('uc_limited_capability_for_WRA', { mask: 'is_adult' });
    const housing = f.get('uc_housing_costs_element');
    const wa = f.p.gov.dwp.universal_credit.work_allowance;
    return perRow(f, (i) => {
      if (children[i] === 0 && !lcwra[i]) return 0;
      return 12 * (housing[i]! > 0 ? wa.with_housing : wa.without_housing);
    });
  },
});
