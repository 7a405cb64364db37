import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** Annual maximum amount of an eligible unit: the standard allowance and every element. */
export const uc_maximum_amount = defineUkVariable({
  id: 'uc_maximum_amount',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'UC maximum amount',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2013/376/regulation/23',
  formula: (f) => {
    const eligible = f.get('uc_is_eligible');
    const parts = [
      f.get('uc_standard_allowance'),
      f.get('uc_child_element'),
      f.get('uc_disability_elements'),
      f.get('uc_LCWRA_element'),
      f.get('uc_carer_element'),
      f.get('uc_housing_costs_element'),
    ];
    return perRow(f, (i) => (eligible[i] ? parts.reduce((sum, part) => sum + part[i]!, 0) : 0));
  },
});
