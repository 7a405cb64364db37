/** Minnesota individual income tax (Minn. Stat. chapter 290; Form M1). */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/** Minnesota's income tax in the state framework (state_agi is federal AGI, as in PolicyEngine). */
export const mnIncomeTax: StateIncomeTax = {
  state: 'MN',
  roles: {
    agi: ['adjusted_gross_income'],
    taxable_income: ['mn_taxable_income'],
    standard_deduction: ['mn_standard_deduction'],
    itemized_deductions: ['mn_itemized_deductions'],
    income_tax_before_refundable_credits: ['mn_income_tax_before_refundable_credits'],
    non_refundable_credits: ['mn_non_refundable_credits'],
    refundable_credits: ['mn_refundable_credits'],
    income_tax: ['mn_income_tax'],
    eitc: ['mn_eitc_component'],
    ctc: ['mn_ctc_component'],
    cdcc: ['mn_cdcc'],
    property_tax_credit: ['mn_homestead_credit_refund'],
    withheld_income_tax: ['mn_withheld_income_tax'],
  },
};
