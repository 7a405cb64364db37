import { defineUkVariable, perRow } from '../../uk-variable.js';

/** Market income of the household: earnings, pensions other than the State Pension, savings, dividends and property income. */
export const household_market_income = defineUkVariable({
  id: 'household_market_income',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'Household market income',
  unit: 'currency-GBP',
  formula: (f) => {
    const plus = [
      f.sum('employment_income'),
      f.sum('self_employment_income'),
      f.sum('private_pension_income'),
      f.sum('savings_interest_income'),
      f.sum('dividend_income'),
      f.sum('property_income'),
    ];
    return perRow(f, (i) => plus.reduce((s, v) => s + v[i]!, 0));
  },
});
