import { defineUkVariable, perRow } from '../../uk-variable.js';

/** The year of birth, taken as the period year less the age. */
export const birth_year = defineUkVariable({
  id: 'birth_year',
  entity: 'person',
  valueType: 'int',
  period: 'year',
  label: 'Birth year',
  formula: (f) => {
    const age = f.get('age');
    const year = Number(f.period.start.slice(0, 4));
    return perRow(f, (i) => year - age[i]!);
  },
});
