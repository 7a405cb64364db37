import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/** An adult whose adjusted net income is the unit’s highest. */
export const has_highest_adjusted_net_income = defineUkVariable({
  id: 'has_highest_adjusted_net_income',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Has the highest adjusted net income',
  formula: (f) => {
    const adult = f.get('is_adult');
    const ani = f.get('adjusted_net_income');
    const top = f.get('highest_adjusted_net_income');
    return perRow(f, (i) => (adult[i] && ani[i] === top[i] ? 1 : 0));
  },
});
