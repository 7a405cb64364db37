/** Arizona individual income tax (A.R.S. Title 43, Chapter 10; Form 140). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/** Arizona's income tax in the state framework. */
export const azIncomeTax: StateIncomeTax = {
  state: 'AZ',
  roles: {
    agi: ['az_agi'],
    taxable_income: ['az_taxable_income'],
    standard_deduction: ['az_standard_deduction'],
    itemized_deductions: ['az_itemized_deductions'],
    income_tax_before_refundable_credits: ['az_income_tax_before_refundable_credits'],
    non_refundable_credits: ['az_non_refundable_credits'],
    refundable_credits: ['az_refundable_credits'],
    income_tax: ['az_income_tax'],
    ctc: ['az_dependent_tax_credit'],
    withheld_income_tax: ['az_withheld_income_tax'],
  },
};
