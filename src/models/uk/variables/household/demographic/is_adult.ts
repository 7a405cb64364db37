import { defineUkVariable, perRow } from '../../uk-variable.js';

/** 18 or older. */
export const is_adult = defineUkVariable({
  id: 'is_adult',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Is an adult',
  formula: (f) => {
    const age = f.get('age');
    return perRow(f, (i) => (age[i]! >= 18 ? 1 : 0));
  },
});
