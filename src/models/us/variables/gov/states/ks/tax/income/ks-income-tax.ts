/** Kansas individual income tax (K.S.A. 79-32,101 et seq.; Form K-40). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/**
 * Kansas's income tax in the framework. The earned income credit is refundable; the part the tax
 * absorbs counts among the non-refundable credits and the rest among the refundable ones.
 */
export const ksIncomeTax: StateIncomeTax = {
  state: 'KS',
  roles: {
    agi: ['ks_agi'],
    taxable_income: ['ks_taxable_income'],
    standard_deduction: ['ks_standard_deduction'],
    itemized_deductions: ['ks_itemized_deductions'],
    income_tax_before_refundable_credits: ['ks_income_tax_before_refundable_credits'],
    non_refundable_credits: ['ks_non_refundable_credits'],
    refundable_credits: ['ks_refundable_credits'],
    income_tax: ['ks_income_tax'],
    eitc: ['ks_nonrefundable_eitc', 'ks_refundable_eitc'],
    cdcc: ['ks_cdcc'],
    withheld_income_tax: ['ks_withheld_income_tax'],
  },
};
