/** Michigan individual income tax (Income Tax Act of 1967, MCL 206.1 et seq.). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/** Michigan's income tax in the state framework (state_agi is federal AGI, as in PolicyEngine). */
export const miIncomeTax: StateIncomeTax = {
  state: 'MI',
  roles: {
    agi: ['adjusted_gross_income'],
    taxable_income: ['mi_taxable_income'],
    standard_deduction: ['mi_standard_deduction'],
    income_tax_before_refundable_credits: ['mi_income_tax_before_refundable_credits'],
    non_refundable_credits: ['mi_non_refundable_credits'],
    refundable_credits: ['mi_refundable_credits'],
    income_tax: ['mi_income_tax'],
    eitc: ['mi_eitc'],
    property_tax_credit: ['mi_homestead_property_tax_credit'],
    withheld_income_tax: ['mi_withheld_income_tax'],
  },
};
