import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/** Employment, self-employment (after the trading allowance), pension and property income: income taxed at the non-savings rates. */
export const earned_income = defineUkVariable({
  id: 'earned_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Non-savings income',
  unit: 'currency-GBP',
  formula: (f) => {
    const employment = f.get('employment_income');
    const profit = f.get('self_employment_income');
    const allowance = f.get('trading_allowance_deduction');
    const pension = f.get('private_pension_income');
    const state = f.get('state_pension');
    const property = f.get('property_income');
    return perRow(
      f,
      (i) => employment[i]! + profit[i]! - allowance[i]! + pension[i]! + state[i]! + property[i]!,
    );
  },
});
