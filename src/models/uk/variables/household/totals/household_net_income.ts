import { defineUkVariable, perRow } from '../../uk-variable.js';

/** Market income plus benefits less taxes. */
export const household_net_income = defineUkVariable({
  id: 'household_net_income',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'Household net income',
  unit: 'currency-GBP',
  formula: (f) => {
    const plus = [f.get('household_market_income'), f.get('household_benefits')];
    const minus = [f.get('household_tax')];
    return perRow(
      f,
      (i) => plus.reduce((s, v) => s + v[i]!, 0) - minus.reduce((s, v) => s + v[i]!, 0),
    );
  },
});
