/** Maryland individual income tax (Md. Code, Tax-General title 10; Form 502). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/**
 * Maryland's income tax in the framework. The county income tax (of the household's `md_county`,
 * Allegany County by default) counts in the tax roles beside the State tax, as PolicyEngine-US
 * counts it in `state_income_tax`; `md_income_tax` itself is the State tax only.
 */
export const mdIncomeTax: StateIncomeTax = {
  state: 'MD',
  roles: {
    agi: ['md_agi'],
    taxable_income: ['md_taxable_income'],
    standard_deduction: ['md_standard_deduction'],
    itemized_deductions: ['md_itemized_deductions'],
    income_tax_before_refundable_credits: [
      'md_income_tax_before_refundable_credits',
      'md_local_income_tax_before_refundable_credits',
    ],
    non_refundable_credits: ['md_non_refundable_credits'],
    refundable_credits: ['md_refundable_credits'],
    income_tax: ['md_income_tax', 'md_local_income_tax_before_refundable_credits'],
    eitc: ['md_non_refundable_eitc', 'md_refundable_eitc'],
    ctc: ['md_ctc'],
    cdcc: ['md_cdcc'],
    withheld_income_tax: ['md_withheld_income_tax'],
  },
};
