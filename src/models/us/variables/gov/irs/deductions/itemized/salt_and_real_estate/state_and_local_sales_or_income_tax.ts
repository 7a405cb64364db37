import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * State and local income or general sales taxes paid (the larger may be deducted). State income
 * tax is not modelled yet (zero), so this is the optional sales-tax table amount. When state
 * income tax is added, add it to the upper bound `tax_unit_itemizes` uses too.
 */
export const state_and_local_sales_or_income_tax = defineUsVariable({
  id: 'state_and_local_sales_or_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'State and local sales or income tax',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/164#b_5',
  formula: (f) => Float64Array.from(f.get('state_sales_tax_deduction')),
});
