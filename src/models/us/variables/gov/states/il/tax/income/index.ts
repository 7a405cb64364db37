/** Illinois income tax (Illinois Income Tax Act, 35 ILCS 5). */
import type { StateIncomeTax } from '../../../tax/income/index.js';
import { il_base_income } from './il_base_income.js';
import {
  il_ctc,
  il_ctc_child,
  il_eitc,
  il_income_tax,
  il_refundable_credits,
  il_use_tax,
  il_withheld_income_tax,
} from './il_credits.js';
import { il_aged_or_blind_count, il_exemptions } from './il_exemptions.js';
import {
  il_income_tax_before_non_refundable_credits,
  il_income_tax_before_refundable_credits,
  il_non_refundable_credits,
  il_property_tax_credit,
  il_taxable_income,
} from './il_taxable_income.js';

/** Illinois' income tax in the state framework. */
export const ilIncomeTax: StateIncomeTax = {
  state: 'IL',
  variables: [
    il_base_income,
    il_aged_or_blind_count,
    il_exemptions,
    il_taxable_income,
    il_income_tax_before_non_refundable_credits,
    il_property_tax_credit,
    il_non_refundable_credits,
    il_income_tax_before_refundable_credits,
    il_eitc,
    il_ctc_child,
    il_ctc,
    il_refundable_credits,
    il_income_tax,
    il_use_tax,
    il_withheld_income_tax,
  ],
  roles: {
    agi: ['il_base_income'],
    taxable_income: ['il_taxable_income'],
    income_tax_before_refundable_credits: ['il_income_tax_before_refundable_credits'],
    non_refundable_credits: ['il_non_refundable_credits'],
    refundable_credits: ['il_refundable_credits'],
    income_tax: ['il_income_tax'],
    eitc: ['il_eitc'],
    ctc: ['il_ctc'],
    property_tax_credit: ['il_non_refundable_credits'],
    use_tax: ['il_use_tax'],
    withheld_income_tax: ['il_withheld_income_tax'],
  },
};
