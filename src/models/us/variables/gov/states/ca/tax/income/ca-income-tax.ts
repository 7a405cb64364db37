/** California personal income tax (Revenue and Taxation Code, Part 10). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/** California's income tax in the state framework. */
export const caIncomeTax: StateIncomeTax = {
  state: 'CA',
  roles: {
    agi: ['ca_agi'],
    taxable_income: ['ca_taxable_income'],
    standard_deduction: ['ca_standard_deduction'],
    itemized_deductions: ['ca_itemized_deductions'],
    income_tax_before_refundable_credits: ['ca_income_tax_before_refundable_credits'],
    non_refundable_credits: ['ca_non_refundable_credits'],
    refundable_credits: ['ca_refundable_credits'],
    eitc: ['ca_eitc'],
    ctc: ['ca_yctc'],
    income_tax: ['ca_income_tax'],
    use_tax: ['ca_use_tax'],
    withheld_income_tax: ['ca_withheld_income_tax'],
  },
};
