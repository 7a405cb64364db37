/** Hawaii individual income tax (HRS chapter 235; Form N-11). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/**
 * Hawaii's income tax in the framework. Every modelled credit (food/excise, earned income, care,
 * renters) is refundable.
 */
export const hiIncomeTax: StateIncomeTax = {
  state: 'HI',
  roles: {
    agi: ['hi_agi'],
    taxable_income: ['hi_taxable_income'],
    standard_deduction: ['hi_standard_deduction'],
    itemized_deductions: ['hi_itemized_deductions'],
    income_tax_before_refundable_credits: ['hi_income_tax_before_refundable_credits'],
    non_refundable_credits: ['hi_non_refundable_credits'],
    refundable_credits: ['hi_refundable_credits'],
    income_tax: ['hi_income_tax'],
    eitc: ['hi_eitc'],
    cdcc: ['hi_cdcc'],
    withheld_income_tax: ['hi_withheld_income_tax'],
  },
};
