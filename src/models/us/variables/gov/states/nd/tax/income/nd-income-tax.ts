/** North Dakota individual income tax (N.D.C.C. chapter 57-38; Form ND-1). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/** North Dakota's income tax in the framework: it starts from federal taxable income. */
export const ndIncomeTax: StateIncomeTax = {
  state: 'ND',
  roles: {
    agi: ['adjusted_gross_income'],
    taxable_income: ['nd_taxable_income'],
    standard_deduction: ['standard_deduction'],
    itemized_deductions: ['itemized_taxable_income_deductions'],
    income_tax_before_refundable_credits: ['nd_income_tax_before_refundable_credits'],
    non_refundable_credits: ['nd_non_refundable_credits'],
    refundable_credits: ['nd_refundable_credits'],
    income_tax: ['nd_income_tax'],
    withheld_income_tax: ['nd_withheld_income_tax'],
  },
};
