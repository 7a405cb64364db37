/** New Mexico individual income tax (NMSA 7-2; Form PIT-1). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/**
 * New Mexico's income tax in the framework. New Mexico starts from federal AGI and takes the
 * federal standard or itemized deduction; every modelled credit and rebate is refundable.
 */
export const nmIncomeTax: StateIncomeTax = {
  state: 'NM',
  roles: {
    agi: ['adjusted_gross_income'],
    taxable_income: ['nm_taxable_income'],
    standard_deduction: ['standard_deduction'],
    itemized_deductions: ['itemized_taxable_income_deductions'],
    income_tax_before_refundable_credits: ['nm_income_tax_before_refundable_credits'],
    non_refundable_credits: ['nm_non_refundable_credits'],
    refundable_credits: ['nm_refundable_credits'],
    income_tax: ['nm_income_tax'],
    eitc: ['nm_working_families_tax_credit'],
    ctc: ['nm_ctc'],
    cdcc: ['nm_cdcc'],
    withheld_income_tax: ['nm_withheld_income_tax'],
  },
};
