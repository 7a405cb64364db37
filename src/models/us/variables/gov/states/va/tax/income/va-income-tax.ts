/** Virginia individual income tax (Va. Code Title 58.1, Chapter 3, Article 2; Form 760). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/** Virginia's income tax in the state framework. */
export const vaIncomeTax: StateIncomeTax = {
  state: 'VA',
  roles: {
    agi: ['va_agi'],
    taxable_income: ['va_taxable_income'],
    standard_deduction: ['va_standard_deduction'],
    itemized_deductions: ['va_itemized_deductions'],
    income_tax_before_refundable_credits: ['va_income_tax_before_refundable_credits'],
    non_refundable_credits: ['va_non_refundable_credits'],
    refundable_credits: ['va_refundable_credits'],
    income_tax: ['va_income_tax'],
    eitc: ['va_eitc'],
    withheld_income_tax: ['va_withheld_income_tax'],
  },
};
