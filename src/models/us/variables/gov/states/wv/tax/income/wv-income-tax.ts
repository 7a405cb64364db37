/** West Virginia personal income tax (W. Va. Code 11-21; Form IT-140). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/**
 * West Virginia's income tax in the framework. There is no standard or itemized deduction; the
 * family tax credit and the child and dependent care credit are non-refundable, the homestead
 * excess property tax credit refundable.
 */
export const wvIncomeTax: StateIncomeTax = {
  state: 'WV',
  roles: {
    agi: ['wv_agi'],
    taxable_income: ['wv_taxable_income'],
    income_tax_before_refundable_credits: ['wv_income_tax_before_refundable_credits'],
    non_refundable_credits: ['wv_non_refundable_credits'],
    refundable_credits: ['wv_refundable_credits'],
    income_tax: ['wv_income_tax'],
    cdcc: ['wv_cdcc'],
    withheld_income_tax: ['wv_withheld_income_tax'],
  },
};
