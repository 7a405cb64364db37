/** Ohio individual income tax (R.C. Chapter 5747). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/** Ohio's income tax in the state framework. */
export const ohIncomeTax: StateIncomeTax = {
  state: 'OH',
  roles: {
    agi: ['oh_agi'],
    taxable_income: ['oh_taxable_income'],
    income_tax_before_refundable_credits: ['oh_income_tax_before_refundable_credits'],
    non_refundable_credits: ['oh_non_refundable_credits'],
    refundable_credits: ['oh_refundable_credits'],
    income_tax: ['oh_income_tax'],
    eitc: ['oh_eitc'],
    cdcc: ['oh_cdcc'],
    withheld_income_tax: ['oh_withheld_income_tax'],
  },
};
