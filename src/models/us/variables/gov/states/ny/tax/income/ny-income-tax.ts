/** New York State personal income tax (Tax Law Article 22); outside New York City (no city tax). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/** New York's income tax in the state framework. */
export const nyIncomeTax: StateIncomeTax = {
  state: 'NY',
  roles: {
    agi: ['ny_agi'],
    taxable_income: ['ny_taxable_income'],
    standard_deduction: ['ny_standard_deduction'],
    itemized_deductions: ['ny_itemized_deductions'],
    income_tax_before_refundable_credits: ['ny_income_tax_before_refundable_credits'],
    non_refundable_credits: ['ny_non_refundable_credits'],
    refundable_credits: ['ny_refundable_credits'],
    income_tax: ['ny_income_tax'],
    eitc: ['ny_eitc'],
    ctc: ['ny_ctc'],
    cdcc: ['ny_cdcc'],
    property_tax_credit: ['ny_real_property_tax_credit'],
    withheld_income_tax: ['ny_withheld_income_tax'],
  },
};
