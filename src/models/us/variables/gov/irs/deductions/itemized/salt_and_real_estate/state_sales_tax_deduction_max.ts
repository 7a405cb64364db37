import { defineUsVariable } from '../../../../../us-variable.js';
import { salesTaxTableAmounts } from './sales-tax-table.js';

/**
 * The largest general sales tax the optional table can give the unit: its state's amount for its
 * family size at any income. An upper bound of `state_sales_tax_deduction`, used to tell
 * when nobody can itemize without computing the table income (which reads cash benefits).
 */
export const state_sales_tax_deduction_max = defineUsVariable({
  id: 'state_sales_tax_deduction_max',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Largest deductible general sales taxes for the unit',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/164#b_5',
    'https://www.irs.gov/pub/irs-prior/i1040sca--2023.pdf#page=5',
  ],
  formula: (f) => salesTaxTableAmounts(f, null),
});
