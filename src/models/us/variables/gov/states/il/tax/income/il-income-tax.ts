/** Illinois income tax (Illinois Income Tax Act, 35 ILCS 5). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/** Illinois' income tax in the state framework. */
export const ilIncomeTax: StateIncomeTax = {
  state: 'IL',
  roles: {
    agi: ['il_base_income'],
    taxable_income: ['il_taxable_income'],
    income_tax_before_refundable_credits: ['il_income_tax_before_refundable_credits'],
    non_refundable_credits: ['il_non_refundable_credits'],
    refundable_credits: ['il_refundable_credits'],
    income_tax: ['il_income_tax'],
    eitc: ['il_eitc'],
    ctc: ['il_ctc'],
    property_tax_credit: ['il_non_refundable_credits'],
    use_tax: ['il_use_tax'],
    withheld_income_tax: ['il_withheld_income_tax'],
  },
};
