import { defineUkVariable, perRow } from '../../uk-variable.js';

/** Under 18. */
export const is_child = defineUkVariable({
  id: 'is_child',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Is a child',
  formula: (f) => {
    const adult = f.get('is_adult');
    return perRow(f, (i) => 1 - adult[i]!);
  },
});
