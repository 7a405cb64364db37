import { defineUkVariable } from '../../uk-variable.js';

/** Income tax at the Scottish rates paid by the household (the devolved part of income tax). */
export const household_scottish_income_tax = defineUkVariable({
  id: 'household_scottish_income_tax',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'Household Scottish income tax',
  unit: 'currency-GBP',
  formula: (f) => {
    return f.sum('scottish_income_tax');
  },
});
