/** North Carolina individual income tax (G.S. Chapter 105, Article 4, Part 2). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/** North Carolina's income tax in the state framework. */
export const ncIncomeTax: StateIncomeTax = {
  state: 'NC',
  roles: {
    agi: ['adjusted_gross_income'],
    taxable_income: ['nc_taxable_income'],
    standard_deduction: ['nc_standard_deduction'],
    itemized_deductions: ['nc_itemized_deductions'],
    income_tax_before_refundable_credits: ['nc_income_tax'],
    non_refundable_credits: ['nc_non_refundable_credits'],
    refundable_credits: [],
    income_tax: ['nc_income_tax'],
    use_tax: ['nc_use_tax'],
    withheld_income_tax: ['nc_withheld_income_tax'],
  },
};
