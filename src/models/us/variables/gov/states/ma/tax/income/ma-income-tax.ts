/** Massachusetts personal income tax (M.G.L. c.62; Form 1). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/** Massachusetts' income tax in the state framework. */
export const maIncomeTax: StateIncomeTax = {
  state: 'MA',
  roles: {
    agi: ['ma_agi'],
    income_tax_before_refundable_credits: ['ma_income_tax_before_refundable_credits'],
    non_refundable_credits: ['ma_non_refundable_credits'],
    refundable_credits: ['ma_refundable_credits'],
    income_tax: ['ma_income_tax'],
    eitc: ['ma_eitc'],
    ctc: ['ma_child_and_family_credit'],
    property_tax_credit: ['ma_senior_circuit_breaker'],
    withheld_income_tax: ['ma_withheld_income_tax'],
  },
};
