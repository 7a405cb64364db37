/** Nebraska individual income tax (Neb. Rev. Stat. chapter 77, article 27; Form 1040N). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/** Nebraska's income tax in the framework. */
export const neIncomeTax: StateIncomeTax = {
  state: 'NE',
  roles: {
    agi: ['ne_agi'],
    taxable_income: ['ne_taxable_income'],
    standard_deduction: ['ne_standard_deduction'],
    itemized_deductions: ['ne_itemized_deductions'],
    income_tax_before_refundable_credits: ['ne_income_tax_before_refundable_credits'],
    non_refundable_credits: ['ne_non_refundable_credits'],
    refundable_credits: ['ne_refundable_credits'],
    income_tax: ['ne_income_tax'],
    eitc: ['ne_eitc'],
    ctc: ['ne_ctc'],
    cdcc: ['ne_cdcc_nonrefundable', 'ne_cdcc_refundable'],
    withheld_income_tax: ['ne_withheld_income_tax'],
  },
};
