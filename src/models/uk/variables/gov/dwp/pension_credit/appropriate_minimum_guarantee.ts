import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** Annual appropriate minimum guarantee: the standard minimum guarantee plus the additional amounts for children. */
export const appropriate_minimum_guarantee = defineUkVariable({
  id: 'appropriate_minimum_guarantee',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'Appropriate minimum guarantee',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/ukpga/2002/16/section/2',
  formula: (f) => {
    const standard = f.get('standard_minimum_guarantee');
    const children = f.get('pension_credit_child_amount');
    return perRow(f, (i) => standard[i]! + children[i]!);
  },
});
