/** Connecticut individual income tax (CGS 12-700 et seq.; Form CT-1040). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/**
 * Connecticut's income tax in the framework. There is no standard or itemized deduction, only the
 * personal exemption; the property tax credit is the non-refundable credit and the earned income
 * tax credit the refundable one.
 */
export const ctIncomeTax: StateIncomeTax = {
  state: 'CT',
  roles: {
    agi: ['ct_agi'],
    taxable_income: ['ct_taxable_income'],
    income_tax_before_refundable_credits: ['ct_income_tax_before_refundable_credits'],
    non_refundable_credits: ['ct_non_refundable_credits'],
    refundable_credits: ['ct_refundable_credits'],
    income_tax: ['ct_income_tax'],
    eitc: ['ct_eitc'],
    property_tax_credit: ['ct_property_tax_credit'],
    withheld_income_tax: ['ct_withheld_income_tax'],
  },
};
