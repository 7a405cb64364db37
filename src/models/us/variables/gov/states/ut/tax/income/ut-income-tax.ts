/** Utah individual income tax (Utah Code Title 59, Chapter 10; Form TC-40). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/**
 * Utah's income tax in the framework. The taxpayer credit sits between the tax before credits and
 * the tax before refundable credits without counting as a non-refundable credit, as PolicyEngine
 * reports it; Utah's deductions are the federal ones the credit reads.
 */
export const utIncomeTax: StateIncomeTax = {
  state: 'UT',
  roles: {
    agi: ['adjusted_gross_income'],
    taxable_income: ['ut_taxable_income'],
    standard_deduction: ['standard_deduction'],
    itemized_deductions: ['itemized_taxable_income_deductions'],
    income_tax_before_refundable_credits: ['ut_income_tax_before_refundable_credits'],
    non_refundable_credits: ['ut_non_refundable_credits'],
    refundable_credits: ['ut_refundable_credits'],
    income_tax: ['ut_income_tax'],
    eitc: ['ut_eitc'],
    ctc: ['ut_ctc'],
    withheld_income_tax: ['ut_withheld_income_tax'],
  },
};
