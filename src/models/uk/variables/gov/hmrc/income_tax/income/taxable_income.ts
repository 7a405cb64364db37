import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/** Income after the personal allowance. */
export const taxable_income = defineUkVariable({
  id: 'taxable_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Taxable income',
  unit: 'currency-GBP',
  formula: (f) => {
    const a = f.get('earned_taxable_income');
    const b = f.get('taxable_savings_interest_income');
    const c = f.get('taxable_dividend_income');
    return perRow(f, (i) => a[i]! + b[i]! + c[i]!);
  },
});
