/** South Carolina individual income tax (SC Code Title 12, Chapter 6; Form SC1040). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/** South Carolina's income tax in the framework. */
export const scIncomeTax: StateIncomeTax = {
  state: 'SC',
  roles: {
    agi: ['adjusted_gross_income'],
    taxable_income: ['sc_taxable_income'],
    standard_deduction: ['sc_standard_deduction'],
    itemized_deductions: ['sc_itemized_deductions'],
    income_tax_before_refundable_credits: ['sc_income_tax_before_refundable_credits'],
    non_refundable_credits: ['sc_non_refundable_credits'],
    refundable_credits: ['sc_refundable_credits'],
    income_tax: ['sc_income_tax'],
    eitc: ['sc_eitc'],
    cdcc: ['sc_cdcc'],
    withheld_income_tax: ['sc_withheld_income_tax'],
  },
};
