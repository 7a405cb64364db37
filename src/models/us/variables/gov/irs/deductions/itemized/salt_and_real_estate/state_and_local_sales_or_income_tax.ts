import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * State and local income or general sales taxes paid (the larger may be deducted): the state
 * income tax withheld in the year (an estimate from wages, `state_withheld_income_tax`; the
 * deduction is for taxes paid in the year, and the liability itself can depend on federal
 * itemising) or the optional sales-tax table amount. `tax_unit_itemizes` bounds it the same way.
 */
export const state_and_local_sales_or_income_tax = defineUsVariable({
  id: 'state_and_local_sales_or_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'State and local sales or income tax',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/164#b_5',
  formula: (f) => {
    const withheld = f.get('state_withheld_income_tax');
    const sales = f.get('state_sales_tax_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(withheld[i]!, sales[i]!);
    return out;
  },
});
