/** Colorado individual income tax (C.R.S. Title 39, Article 22, Part 1; DR 0104 and DR 0104CR). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/** Colorado's income tax in the state framework (state_agi and the standard deduction are the federal ones). */
export const coIncomeTax: StateIncomeTax = {
  state: 'CO',
  roles: {
    agi: ['adjusted_gross_income'],
    taxable_income: ['co_taxable_income'],
    standard_deduction: ['standard_deduction'],
    income_tax_before_refundable_credits: ['co_income_tax_before_refundable_credits'],
    non_refundable_credits: ['co_non_refundable_credits'],
    refundable_credits: ['co_refundable_credits'],
    income_tax: ['co_income_tax'],
    eitc: ['co_eitc'],
    ctc: ['co_ctc', 'co_family_affordability_credit'],
    cdcc: ['co_cdcc'],
    withheld_income_tax: ['co_withheld_income_tax'],
  },
};
