/** Wisconsin individual income tax (Wis. Stat. chapter 71, subchapter I; Form 1). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/** Wisconsin's income tax in the state framework. */
export const wiIncomeTax: StateIncomeTax = {
  state: 'WI',
  roles: {
    agi: ['wi_agi'],
    taxable_income: ['wi_taxable_income'],
    standard_deduction: ['wi_standard_deduction'],
    income_tax_before_refundable_credits: ['wi_income_tax_before_refundable_credits'],
    non_refundable_credits: ['wi_non_refundable_credits'],
    refundable_credits: ['wi_refundable_credits'],
    income_tax: ['wi_income_tax'],
    eitc: ['wi_eitc'],
    cdcc: ['wi_cdcc'],
    property_tax_credit: ['wi_property_tax_credit_applied', 'wi_homestead_credit'],
    withheld_income_tax: ['wi_withheld_income_tax'],
  },
};
