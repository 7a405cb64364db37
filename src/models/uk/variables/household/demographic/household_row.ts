import { defineUkVariable, perRow } from '../../uk-variable.js';

/** The household’s row in the simulation (for picking one member per household). */
export const household_row = defineUkVariable({
  id: 'household_row',
  entity: 'household',
  valueType: 'int',
  period: 'year',
  label: 'Household row',
  formula: (f) => {
    return perRow(f, (i) => i);
  },
});
