/** Rhode Island personal income tax (R.I. Gen. Laws Chapter 44-30; Form RI-1040). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/**
 * Rhode Island's income tax in the framework. Rhode Island allows no itemized deductions, so its
 * standard deduction is the only deduction role; the property tax relief credit (RI-1040H) is
 * claimed on the return and counted among the refundable credits.
 */
export const riIncomeTax: StateIncomeTax = {
  state: 'RI',
  roles: {
    agi: ['ri_agi'],
    taxable_income: ['ri_taxable_income'],
    standard_deduction: ['ri_standard_deduction'],
    income_tax_before_refundable_credits: ['ri_income_tax_before_refundable_credits'],
    non_refundable_credits: ['ri_non_refundable_credits'],
    refundable_credits: ['ri_refundable_credits'],
    income_tax: ['ri_income_tax'],
    eitc: ['ri_eitc'],
    cdcc: ['ri_cdcc'],
    property_tax_credit: ['ri_property_tax_credit'],
    withheld_income_tax: ['ri_withheld_income_tax'],
  },
};
