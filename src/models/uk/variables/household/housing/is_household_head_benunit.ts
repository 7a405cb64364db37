import { defineUkVariable, perRow } from '../../uk-variable.js';

/** The benefit unit holding the household head: the one liable for the rent; the others' adults are its non-dependants. */
export const is_household_head_benunit = defineUkVariable({
  id: 'is_household_head_benunit',
  entity: 'benunit',
  valueType: 'bool',
  period: 'year',
  label: "Household head's benefit unit",
  formula: (f) => {
    const heads = f.sum('is_household_head');
    return perRow(f, (i) => (heads[i]! > 0 ? 1 : 0));
  },
});
