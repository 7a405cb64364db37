import { defineUsVariable } from '../../../../../us-variable.js';
import { arFiling } from './ar-filing.js';

/** Arkansas net taxable income (AR1000F line 26): AGI less the larger of the standard and itemized deductions, summed over the spouses when they file separately on the same return. */
export const ar_taxable_income = defineUsVariable({
  id: 'ar_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Arkansas taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AR'] },
  reference:
    'https://www.dfa.arkansas.gov/wp-content/uploads/2024_AR1000F_and_AR1000NR_Instructions.pdf',
  formula: (f) => arFiling(f).taxableIncome,
});
