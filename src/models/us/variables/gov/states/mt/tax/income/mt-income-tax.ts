/** Montana individual income tax (MCA Title 15, Chapter 30; Form 2), from 2024 on federal taxable income. */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/**
 * Montana's income tax in the framework. From 2024 Montana starts from federal taxable income and
 * has no adjusted gross income or deductions of its own, so those roles are left out (0) except
 * the federal deductions, which PolicyEngine reports for Montana.
 */
export const mtIncomeTax: StateIncomeTax = {
  state: 'MT',
  roles: {
    taxable_income: ['mt_taxable_income'],
    standard_deduction: ['standard_deduction'],
    itemized_deductions: ['itemized_taxable_income_deductions'],
    income_tax_before_refundable_credits: ['mt_income_tax_before_refundable_credits'],
    non_refundable_credits: ['mt_non_refundable_credits'],
    refundable_credits: ['mt_refundable_credits'],
    income_tax: ['mt_income_tax'],
    eitc: ['mt_eitc'],
    withheld_income_tax: ['mt_withheld_income_tax'],
  },
};
