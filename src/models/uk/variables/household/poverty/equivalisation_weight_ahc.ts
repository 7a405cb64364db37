import { defineUkVariable, perRow } from '../../uk-variable.js';

/** Modified OECD weight after housing costs: 0.58 for the first adult, 0.42 for each other person 14 or over, 0.20 for each child under 14. */
export const equivalisation_weight_ahc = defineUkVariable({
  id: 'equivalisation_weight_ahc',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Equivalence weight (after housing costs)',
  reference:
    'https://www.gov.uk/government/statistics/households-below-average-income-for-financial-years-ending-1995-to-2024',
  formula: (f) => {
    const age = f.get('age');
    const first = f.get('is_household_head');
    return perRow(f, (i) => (first[i] ? 0.58 : age[i]! >= 14 ? 0.42 : 0.2));
  },
});
