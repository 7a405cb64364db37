/** Georgia individual income tax (O.C.G.A. Title 48, Chapter 7, Article 2; low income credit 48-7A-3). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/** Georgia's income tax in the state framework. */
export const gaIncomeTax: StateIncomeTax = {
  state: 'GA',
  roles: {
    agi: ['ga_agi'],
    taxable_income: ['ga_taxable_income'],
    standard_deduction: ['ga_standard_deduction'],
    itemized_deductions: ['ga_itemized_deductions'],
    income_tax_before_refundable_credits: ['ga_income_tax_before_refundable_credits'],
    non_refundable_credits: ['ga_non_refundable_credits'],
    refundable_credits: ['ga_refundable_credits'],
    income_tax: ['ga_income_tax'],
    ctc: ['ga_ctc'],
    cdcc: ['ga_cdcc'],
    withheld_income_tax: ['ga_withheld_income_tax'],
  },
};
