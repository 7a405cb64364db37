import { TENURE_TYPE } from '../../../../enums.js';
import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/** Annual housing costs element for renters: the rent the benefit unit is liable for, capped at the local housing allowance for private renters, less the non-dependants' housing cost contributions (Schedule 4 paragraph 13). */
export const uc_housing_costs_element = defineUkVariable({
  id: 'uc_housing_costs_element',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'UC housing costs element',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2013/376/schedule/4',
  formula: (f) => {
    const rent = f.get('benunit_rent');
    const renting = f.get('is_renting');
    const tenure = f.get('tenure_type');
    const cap = f.get('LHA_cap');
    const contributions = f.get('uc_housing_cost_contributions');
    return perRow(f, (i) => {
      if (!renting[i]) return 0;
      const allowed =
        tenure[i] === TENURE_TYPE.codes.RENT_PRIVATELY ? Math.min(rent[i]!, cap[i]!) : rent[i]!;
      return Math.max(0, allowed - contributions[i]!);
    });
  },
});
