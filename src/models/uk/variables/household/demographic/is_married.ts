import { defineUkVariable, perRow } from '../../uk-variable.js';

/** Two adults in the benefit unit (a couple is treated as married, as PolicyEngine-UK does). */
export const is_married = defineUkVariable({
  id: 'is_married',
  entity: 'benunit',
  valueType: 'bool',
  period: 'year',
  label: 'Is married',
  formula: (f) => {
    const adults = f.sum('is_adult');
    return perRow(f, (i) => (adults[i]! >= 2 ? 1 : 0));
  },
});
