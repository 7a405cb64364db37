/** Mississippi individual income tax (Miss. Code Ann. Title 27, Chapter 7; Form 80-105). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/**
 * Mississippi's income tax in the framework. The tax before refundable credits is the tax after
 * the non-refundable credits (PolicyEngine's alias takes the tax before them; see the docs).
 */
export const msIncomeTax: StateIncomeTax = {
  state: 'MS',
  roles: {
    agi: ['ms_agi'],
    taxable_income: ['ms_taxable_income'],
    standard_deduction: ['ms_standard_deduction'],
    itemized_deductions: ['ms_itemized_deductions'],
    income_tax_before_refundable_credits: ['ms_income_tax'],
    non_refundable_credits: ['ms_non_refundable_credits'],
    refundable_credits: ['ms_refundable_credits'],
    income_tax: ['ms_income_tax'],
    cdcc: ['ms_cdcc'],
    withheld_income_tax: ['ms_withheld_income_tax'],
  },
};
