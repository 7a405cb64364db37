import { defineUkVariable, perRow } from '../../uk-variable.js';

/** The household’s eldest adult (the first such person on ties). */
export const is_household_head = defineUkVariable({
  id: 'is_household_head',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Household head',
  formula: (f) => {
    const age = f.get('age');
    const eldest = f.get('household_eldest_age');
    const seen = new Set<number>();
    const household = f.get('household_row');
    return perRow(f, (i) => {
      if (age[i] !== eldest[i] || seen.has(household[i]!)) return 0;
      seen.add(household[i]!);
      return 1;
    });
  },
});
