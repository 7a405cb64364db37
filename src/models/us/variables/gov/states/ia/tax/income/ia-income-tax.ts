/** Iowa individual income tax (Iowa Code chapter 422, division II; Form IA 1040). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/**
 * Iowa's income tax in the framework. Iowa starts from federal taxable income, so its standard and
 * itemized deductions are the federal ones the return carries (IA 1040 line 1d); the state AGI
 * role is Iowa net income (federal AGI less the Iowa subtractions).
 */
export const iaIncomeTax: StateIncomeTax = {
  state: 'IA',
  roles: {
    agi: ['ia_net_income'],
    taxable_income: ['ia_taxable_income'],
    standard_deduction: ['standard_deduction'],
    itemized_deductions: ['itemized_taxable_income_deductions'],
    income_tax_before_refundable_credits: ['ia_income_tax_before_refundable_credits'],
    non_refundable_credits: ['ia_non_refundable_credits'],
    refundable_credits: ['ia_refundable_credits'],
    income_tax: ['ia_income_tax'],
    eitc: ['ia_eitc'],
    cdcc: ['ia_cdcc'],
    withheld_income_tax: ['ia_withheld_income_tax'],
  },
};
