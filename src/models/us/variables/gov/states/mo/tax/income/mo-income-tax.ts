/** Missouri individual income tax (RSMo Chapter 143; Form MO-1040). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/** Missouri's income tax in the framework. */
export const moIncomeTax: StateIncomeTax = {
  state: 'MO',
  roles: {
    agi: ['mo_agi'],
    taxable_income: ['mo_taxable_income'],
    standard_deduction: ['standard_deduction'],
    itemized_deductions: ['mo_itemized_deductions'],
    income_tax_before_refundable_credits: ['mo_income_tax_before_refundable_credits'],
    non_refundable_credits: ['mo_non_refundable_credits'],
    refundable_credits: ['mo_refundable_credits'],
    income_tax: ['mo_income_tax'],
    eitc: ['mo_wftc'],
    withheld_income_tax: ['mo_withheld_income_tax'],
  },
};
