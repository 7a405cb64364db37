/** Vermont personal income tax (32 V.S.A. chapter 151; Form IN-111). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/**
 * Vermont's income tax in the framework. The self-employed child care contribution is paid with
 * the return and is in `vt_income_tax`, but not in the income tax the framework reports. Vermont
 * allows no itemized deductions.
 */
export const vtIncomeTax: StateIncomeTax = {
  state: 'VT',
  roles: {
    agi: ['vt_agi'],
    taxable_income: ['vt_taxable_income'],
    standard_deduction: ['vt_standard_deduction'],
    income_tax_before_refundable_credits: ['vt_income_tax_before_refundable_credits'],
    non_refundable_credits: ['vt_non_refundable_credits'],
    refundable_credits: ['vt_refundable_credits'],
    income_tax: ['vt_income_tax_excluding_child_care_contribution'],
    eitc: ['vt_eitc'],
    ctc: ['vt_ctc'],
    cdcc: ['vt_cdcc'],
    withheld_income_tax: ['vt_withheld_income_tax'],
  },
};
