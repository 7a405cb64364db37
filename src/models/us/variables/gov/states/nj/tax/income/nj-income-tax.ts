/** New Jersey gross income tax (N.J.S.A. Title 54A; NJ-1040). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/** New Jersey's income tax in the state framework. */
export const njIncomeTax: StateIncomeTax = {
  state: 'NJ',
  roles: {
    agi: ['nj_agi'],
    taxable_income: ['nj_taxable_income'],
    income_tax_before_refundable_credits: ['nj_income_tax_before_refundable_credits'],
    non_refundable_credits: ['nj_non_refundable_credits'],
    refundable_credits: ['nj_refundable_credits'],
    income_tax: ['nj_income_tax'],
    eitc: ['nj_eitc'],
    ctc: ['nj_ctc'],
    cdcc: ['nj_cdcc'],
    property_tax_credit: ['nj_property_tax_credit'],
    withheld_income_tax: ['nj_withheld_income_tax'],
  },
};
