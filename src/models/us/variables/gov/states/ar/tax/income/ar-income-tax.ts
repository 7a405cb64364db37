/** Arkansas individual income tax (A.C.A. Title 26, Chapter 51; Form AR1000F). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/** Arkansas's income tax in the framework: its own AGI, tax table and personal credits. */
export const arIncomeTax: StateIncomeTax = {
  state: 'AR',
  roles: {
    agi: ['ar_agi'],
    taxable_income: ['ar_taxable_income'],
    standard_deduction: ['ar_standard_deduction'],
    itemized_deductions: ['ar_itemized_deductions'],
    income_tax_before_refundable_credits: ['ar_income_tax_before_refundable_credits'],
    non_refundable_credits: ['ar_non_refundable_credits'],
    refundable_credits: ['ar_refundable_credits'],
    income_tax: ['ar_income_tax'],
    cdcc: ['ar_cdcc'],
    withheld_income_tax: ['ar_withheld_income_tax'],
  },
};
