import { defineUkVariable, perRow } from '../../uk-variable.js';

/** Taxes of the household: income tax (with the High Income Child Benefit Charge), National Insurance, Council Tax and the TV licence. */
export const household_tax = defineUkVariable({
  id: 'household_tax',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'Household tax',
  unit: 'currency-GBP',
  formula: (f) => {
    const plus = [
      f.sum('income_tax'),
      f.sum('national_insurance'),
      f.get('council_tax'),
      f.get('tv_licence'),
    ];
    return perRow(f, (i) => plus.reduce((s, v) => s + v[i]!, 0));
  },
});
