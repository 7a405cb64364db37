/** Oregon personal income tax (ORS chapters 315 and 316; Form OR-40). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/** Oregon's income tax in the state framework. */
export const orIncomeTax: StateIncomeTax = {
  state: 'OR',
  roles: {
    agi: ['or_agi'],
    taxable_income: ['or_taxable_income'],
    standard_deduction: ['or_standard_deduction'],
    itemized_deductions: ['or_itemized_deductions'],
    income_tax_before_refundable_credits: ['or_income_tax_before_refundable_credits'],
    non_refundable_credits: ['or_non_refundable_credits'],
    refundable_credits: ['or_refundable_credits'],
    income_tax: ['or_income_tax'],
    eitc: ['or_eitc'],
    ctc: ['or_ctc'],
    cdcc: ['or_wfhdc'],
    withheld_income_tax: ['or_withheld_income_tax'],
  },
};
