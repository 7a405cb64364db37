/**
 * Pennsylvania personal income tax (Tax Reform Code of 1971, Article III; 72 P.S. 7301 ff.), with
 * the employee unemployment compensation contribution withheld from wages.
 */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/** Pennsylvania's income tax in the state framework. */
export const paIncomeTax: StateIncomeTax = {
  state: 'PA',
  roles: {
    agi: ['pa_eligibility_income'],
    taxable_income: ['pa_total_taxable_income'],
    income_tax_before_refundable_credits: ['pa_income_tax_before_refundable_credits'],
    non_refundable_credits: [],
    refundable_credits: ['pa_refundable_credits'],
    income_tax: ['pa_income_tax'],
    eitc: ['pa_eitc'],
    cdcc: ['pa_cdcc'],
    property_tax_credit: ['pa_property_tax_or_rent_rebate'],
    use_tax: ['pa_use_tax'],
    withheld_income_tax: ['pa_withheld_income_tax'],
    employee_payroll_tax: ['pa_employee_uc_contribution'],
  },
};
