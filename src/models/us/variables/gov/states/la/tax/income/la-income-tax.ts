/** Louisiana individual income tax (La. R.S. Title 47, Chapter 1; Form IT-540). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/** Louisiana's income tax in the framework. */
export const laIncomeTax: StateIncomeTax = {
  state: 'LA',
  roles: {
    agi: ['la_agi'],
    taxable_income: ['la_taxable_income'],
    standard_deduction: ['la_standard_deduction'],
    itemized_deductions: ['la_itemized_deductions'],
    income_tax_before_refundable_credits: ['la_income_tax_before_refundable_credits'],
    non_refundable_credits: ['la_non_refundable_credits'],
    refundable_credits: ['la_refundable_credits'],
    income_tax: ['la_income_tax'],
    eitc: ['la_eitc'],
    cdcc: ['la_cdcc'],
    withheld_income_tax: ['la_withheld_income_tax'],
  },
};
