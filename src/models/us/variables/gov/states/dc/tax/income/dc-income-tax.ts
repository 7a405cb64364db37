/** District of Columbia individual income tax (D.C. Code 47-1806.03 et seq.; Form D-40). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/** DC's income tax in the framework. */
export const dcIncomeTax: StateIncomeTax = {
  state: 'DC',
  roles: {
    agi: ['dc_agi'],
    taxable_income: ['dc_taxable_income'],
    standard_deduction: ['dc_standard_deduction'],
    itemized_deductions: ['dc_itemized_deductions'],
    income_tax_before_refundable_credits: ['dc_income_tax_before_refundable_credits'],
    non_refundable_credits: ['dc_non_refundable_credits'],
    refundable_credits: ['dc_refundable_credits'],
    income_tax: ['dc_income_tax'],
    eitc: ['dc_eitc'],
    ctc: ['dc_ctc'],
    cdcc: ['dc_cdcc', 'dc_kccatc'],
    property_tax_credit: ['dc_ptc'],
    withheld_income_tax: ['dc_withheld_income_tax'],
  },
};
