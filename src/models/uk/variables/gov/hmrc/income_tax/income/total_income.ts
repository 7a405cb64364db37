import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/** Income from every source before the trading allowance. */
export const total_income = defineUkVariable({
  id: 'total_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Total income',
  unit: 'currency-GBP',
  formula: (f) => {
    const employment = f.get('employment_income');
    const profit = f.get('self_employment_income');
    const pension = f.get('private_pension_income');
    const state = f.get('state_pension');
    const property = f.get('property_income');
    const savings = f.get('savings_interest_income');
    const dividends = f.get('dividend_income');
    return perRow(
      f,
      (i) =>
        employment[i]! +
        profit[i]! +
        pension[i]! +
        state[i]! +
        property[i]! +
        savings[i]! +
        dividends[i]!,
    );
  },
});
