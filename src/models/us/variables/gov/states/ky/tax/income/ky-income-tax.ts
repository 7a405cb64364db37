/** Kentucky individual income tax (KRS chapter 141; Form 740). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/** Kentucky's income tax in the framework. No refundable credit has an input. */
export const kyIncomeTax: StateIncomeTax = {
  state: 'KY',
  roles: {
    agi: ['ky_agi'],
    taxable_income: ['ky_taxable_income'],
    standard_deduction: ['ky_standard_deduction'],
    itemized_deductions: ['ky_itemized_deductions'],
    income_tax_before_refundable_credits: ['ky_income_tax_before_refundable_credits'],
    non_refundable_credits: ['ky_non_refundable_credits'],
    refundable_credits: ['ky_refundable_credits'],
    income_tax: ['ky_income_tax'],
    cdcc: ['ky_cdcc'],
    withheld_income_tax: ['ky_withheld_income_tax'],
  },
};
