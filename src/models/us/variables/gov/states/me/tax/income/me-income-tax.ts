/** Maine individual income tax (36 MRSA Part 8; Form 1040ME). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/**
 * Maine's income tax in the framework. The dependent exemption tax credit fills the child credit
 * role; the child care credit's refundable part counts among the refundable credits and the rest
 * among the non-refundable ones.
 */
export const meIncomeTax: StateIncomeTax = {
  state: 'ME',
  roles: {
    agi: ['me_agi'],
    taxable_income: ['me_taxable_income'],
    standard_deduction: ['me_standard_deduction'],
    itemized_deductions: ['me_itemized_deductions'],
    income_tax_before_refundable_credits: ['me_income_tax_before_refundable_credits'],
    non_refundable_credits: ['me_non_refundable_credits'],
    refundable_credits: ['me_refundable_credits'],
    income_tax: ['me_income_tax'],
    eitc: ['me_eitc'],
    ctc: ['me_dependent_exemption_credit'],
    cdcc: ['me_child_care_credit'],
    property_tax_credit: ['me_property_tax_fairness_credit'],
    withheld_income_tax: ['me_withheld_income_tax'],
  },
};
