/** Georgia individual income tax (O.C.G.A. Title 48, Chapter 7, Article 2; low income credit 48-7A-3). */
import type { StateIncomeTax } from '../../../tax/income/index.js';
import { ga_agi, ga_retirement_exclusion } from './ga_agi.js';
import {
  ga_cdcc,
  ga_cdcc_potential,
  ga_ctc,
  ga_ctc_potential,
  ga_income_tax,
  ga_income_tax_before_refundable_credits,
  ga_itemizer_credit_potential,
  ga_low_income_aged_filer,
  ga_low_income_credit_potential,
  ga_non_refundable_credits,
  ga_refundable_credits,
  ga_withheld_income_tax,
} from './ga_credits.js';
import {
  ga_income_tax_before_non_refundable_credits,
  ga_itemized_deductions,
  ga_standard_deduction,
  ga_taxable_income,
} from './ga_taxable_income.js';

/** Georgia's income tax in the state framework. */
export const gaIncomeTax: StateIncomeTax = {
  state: 'GA',
  variables: [
    ga_retirement_exclusion,
    ga_agi,
    ga_standard_deduction,
    ga_itemized_deductions,
    ga_taxable_income,
    ga_income_tax_before_non_refundable_credits,
    ga_cdcc_potential,
    ga_low_income_aged_filer,
    ga_low_income_credit_potential,
    ga_ctc_potential,
    ga_itemizer_credit_potential,
    ga_cdcc,
    ga_ctc,
    ga_non_refundable_credits,
    ga_income_tax_before_refundable_credits,
    ga_refundable_credits,
    ga_income_tax,
    ga_withheld_income_tax,
  ],
  roles: {
    agi: ['ga_agi'],
    taxable_income: ['ga_taxable_income'],
    standard_deduction: ['ga_standard_deduction'],
    itemized_deductions: ['ga_itemized_deductions'],
    income_tax_before_refundable_credits: ['ga_income_tax_before_refundable_credits'],
    non_refundable_credits: ['ga_non_refundable_credits'],
    refundable_credits: ['ga_refundable_credits'],
    income_tax: ['ga_income_tax'],
    ctc: ['ga_ctc'],
    cdcc: ['ga_cdcc'],
    withheld_income_tax: ['ga_withheld_income_tax'],
  },
};
