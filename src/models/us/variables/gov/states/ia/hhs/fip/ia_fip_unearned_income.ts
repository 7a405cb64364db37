import { defineUsVariable } from '../../../../../us-variable.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Unearned income Iowa FIP counts that the model knows: Social Security, pensions, unemployment
 * compensation and dividends (441 IAC 41.27(1)). Interest is disregarded by statute (Iowa Code
 * 239B.7). SSI recipients are outside the eligible group, so SSI is not counted; child support
 * (its first $50 exempt) is not an input. Dividends are counted because the statute exempts only
 * interest; whether 441 IAC 41.27(7) exempts dividends as well could not be confirmed here.
 */
const IA_FIP_UNEARNED_SOURCES = [
  'social_security',
  'pension_income',
  'unemployment_compensation',
  'dividend_income',
] as const;

export const ia_fip_unearned_income = defineUsVariable({
  id: 'ia_fip_unearned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Iowa FIP countable unearned income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IA'] },
  reference: [
    'https://www.legis.iowa.gov/docs/iac/chapter/01-07-2026.441.41.pdf#page=20',
    'https://www.legis.iowa.gov/docs/code/239B.7.pdf',
  ],
  formula: (f) => sumVariables(f, IA_FIP_UNEARNED_SOURCES, 'members'),
});
