/**
 * Pennsylvania personal income tax (Tax Reform Code of 1971, Article III; 72 P.S. 7301 ff.), with
 * the employee unemployment compensation contribution withheld from wages.
 */
import type { StateIncomeTax } from '../../../tax/income/index.js';
import { pa_eligibility_income } from './pa_eligibility_income.js';
import { pa_employee_uc_contribution } from './pa_employee_uc_contribution.js';
import { pa_income_tax_before_refundable_credits } from './pa_income_tax_before_refundable_credits.js';
import { pa_cdcc, pa_eitc, pa_income_tax, pa_refundable_credits } from './pa_credits.js';
import {
  pa_property_tax_or_rent_rebate,
  pa_property_tax_or_rent_rebate_income,
  pa_rebate_aged_filer,
} from './pa_property_tax_or_rent_rebate.js';
import {
  pa_forgiveness_dependent_child,
  pa_forgiveness_dependent_children,
  pa_tax_forgiveness_rate,
} from './pa_tax_forgiveness_rate.js';
import { pa_nontaxable_income, pa_total_taxable_income } from './pa_total_taxable_income.js';
import { pa_use_tax } from './pa_use_tax.js';
import { pa_withheld_income_tax } from './pa_withheld_income_tax.js';

/** Pennsylvania's income tax in the state framework. */
export const paIncomeTax: StateIncomeTax = {
  state: 'PA',
  variables: [
    pa_nontaxable_income,
    pa_total_taxable_income,
    pa_eligibility_income,
    pa_forgiveness_dependent_child,
    pa_forgiveness_dependent_children,
    pa_tax_forgiveness_rate,
    pa_income_tax_before_refundable_credits,
    pa_eitc,
    pa_cdcc,
    pa_refundable_credits,
    pa_income_tax,
    pa_use_tax,
    pa_rebate_aged_filer,
    pa_property_tax_or_rent_rebate_income,
    pa_property_tax_or_rent_rebate,
    pa_withheld_income_tax,
    pa_employee_uc_contribution,
  ],
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
