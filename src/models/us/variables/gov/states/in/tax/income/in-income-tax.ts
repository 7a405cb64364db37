/** Indiana adjusted gross income tax (IC 6-3; Form IT-40). County income taxes are not included. */
import type { StateIncomeTax } from '../../../tax/income/state-income-tax.js';

/** Indiana's income tax in the state framework: the flat rate taxes Indiana AGI itself. */
export const inIncomeTax: StateIncomeTax = {
  state: 'IN',
  roles: {
    agi: ['in_agi'],
    taxable_income: ['in_agi'],
    income_tax_before_refundable_credits: ['in_income_tax_before_refundable_credits'],
    non_refundable_credits: [],
    refundable_credits: ['in_refundable_credits'],
    income_tax: ['in_income_tax'],
    eitc: ['in_eitc'],
    withheld_income_tax: ['in_withheld_income_tax'],
  },
};
