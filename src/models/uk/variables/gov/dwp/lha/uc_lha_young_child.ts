import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** Under 16: shares a bedroom with another child under the size criteria. */
export const uc_lha_young_child = defineUkVariable({
  id: 'uc_lha_young_child',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Child sharing a bedroom',
  formula: (f) => {
    const age = f.get('age');
    return perRow(f, (i) => (age[i]! < 16 ? 1 : 0));
  },
});
