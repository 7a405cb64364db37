/** Alabama individual income tax (Code of Alabama 40-18-1 et seq.; Form 40). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/** Alabama's income tax in the framework. No credit has an input, so both credit roles are 0. */
export const alIncomeTax: StateIncomeTax = {
  state: 'AL',
  roles: {
    agi: ['al_agi'],
    taxable_income: ['al_taxable_income'],
    standard_deduction: ['al_standard_deduction'],
    itemized_deductions: ['al_itemized_deductions'],
    income_tax_before_refundable_credits: ['al_income_tax_before_refundable_credits'],
    non_refundable_credits: ['al_non_refundable_credits'],
    refundable_credits: ['al_refundable_credits'],
    income_tax: ['al_income_tax'],
    withheld_income_tax: ['al_withheld_income_tax'],
  },
};
