/** Delaware personal income tax (30 Del. C. chapter 11; Form PIT-RES). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/** Delaware's income tax in the framework. */
export const deIncomeTax: StateIncomeTax = {
  state: 'DE',
  roles: {
    agi: ['de_agi'],
    taxable_income: ['de_taxable_income'],
    standard_deduction: ['de_standard_deduction'],
    itemized_deductions: ['de_itemized_deductions'],
    income_tax_before_refundable_credits: ['de_income_tax_before_refundable_credits'],
    non_refundable_credits: ['de_non_refundable_credits'],
    refundable_credits: ['de_refundable_credits'],
    income_tax: ['de_income_tax'],
    eitc: ['de_eitc'],
    cdcc: ['de_cdcc'],
    withheld_income_tax: ['de_withheld_income_tax'],
  },
};
