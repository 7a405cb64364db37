import { defineUsVariable } from '../../../../../us-variable.js';
import { salesTaxTableAmounts } from './sales-tax-table.js';

/**
 * General sales taxes deductible in lieu of income taxes, from the IRS optional sales tax tables:
 * the state table amount for the unit's income and family size (1 to 6 or more), plus local sales
 * tax as a per-state share of it (the worksheet's local table times the local rate needs the
 * locality, which is not an input), uprated from the table's year by the cost-of-living index.
 * Every state with a statewide general sales tax and DC has a table (parameters …/sales_tax_table).
 * Alaska, Delaware, Montana, New Hampshire and Oregon have none and give zero; Alaska's local sales
 * taxes (IRS local table for Alaska) are not modelled, as in PolicyEngine-US.
 */
export const state_sales_tax_deduction = defineUsVariable({
  id: 'state_sales_tax_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Deductible general sales taxes',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/164#b_5',
    'https://www.irs.gov/pub/irs-prior/i1040sca--2023.pdf#page=5',
  ],
  formula: (f) => salesTaxTableAmounts(f, f.get('state_sales_tax_income')),
});
