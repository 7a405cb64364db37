/** Oklahoma individual income tax (68 O.S. 2351 et seq.; Form 511), with the use tax on Form 511. */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/**
 * Oklahoma's income tax in the framework. The child care/child tax credit is non-refundable; the
 * earned income, sales tax relief and property tax credits are refundable. The use tax owed by
 * filers without purchase records is reported on the income tax return.
 */
export const okIncomeTax: StateIncomeTax = {
  state: 'OK',
  roles: {
    agi: ['ok_agi'],
    taxable_income: ['ok_taxable_income'],
    standard_deduction: ['ok_standard_deduction'],
    itemized_deductions: ['ok_itemized_deductions'],
    income_tax_before_refundable_credits: ['ok_income_tax_before_refundable_credits'],
    non_refundable_credits: ['ok_non_refundable_credits'],
    refundable_credits: ['ok_refundable_credits'],
    income_tax: ['ok_income_tax'],
    eitc: ['ok_eitc'],
    ctc: ['ok_ctc'],
    cdcc: ['ok_cdcc'],
    use_tax: ['ok_use_tax'],
    withheld_income_tax: ['ok_withheld_income_tax'],
  },
};
