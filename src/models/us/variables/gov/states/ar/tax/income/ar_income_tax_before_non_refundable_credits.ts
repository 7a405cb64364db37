import { defineUsVariable } from '../../../../../us-variable.js';
import { arFiling } from './ar-filing.js';

/** Arkansas tax (AR1000F line 27): the regular tax on net taxable income (each spouse's when filing separately on the same return); 0 within the zero-tax band of the low income tax tables. */
export const ar_income_tax_before_non_refundable_credits = defineUsVariable({
  id: 'ar_income_tax_before_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Arkansas income tax before non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AR'] },
  reference:
    'https://www.dfa.arkansas.gov/wp-content/uploads/2024_AR1000F_and_AR1000NR_Instructions.pdf',
  formula: (f) => arFiling(f).tax,
});
