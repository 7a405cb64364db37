/** Idaho individual income tax (Idaho Code Title 63, Chapter 30; Form 40). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/**
 * Idaho's income tax in the framework. The permanent building fund tax is in Idaho's total tax
 * (`id_income_tax`) but not in the income tax the framework reports.
 */
export const idIncomeTax: StateIncomeTax = {
  state: 'ID',
  roles: {
    agi: ['id_agi'],
    taxable_income: ['id_taxable_income'],
    standard_deduction: ['standard_deduction'],
    itemized_deductions: ['id_itemized_deductions'],
    income_tax_before_refundable_credits: ['id_income_tax_before_refundable_credits'],
    non_refundable_credits: ['id_non_refundable_credits'],
    refundable_credits: ['id_refundable_credits'],
    income_tax: ['id_income_tax_excluding_pbf'],
    ctc: ['id_ctc'],
    withheld_income_tax: ['id_withheld_income_tax'],
  },
};
