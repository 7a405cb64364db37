import { defineUsVariable } from '../../../../../us-variable.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Unearned income Idaho TAFI counts that the model knows: Social Security, pensions, unemployment
 * compensation and dividends, in full (IDAPA 16.03.08.214, 250, 252). Interest posted to a bank
 * account is excluded (16.03.08.215.11), and so is a child's SSI (215.05); an adult's SSI is not
 * counted either, as its recipient is outside the household (16.03.08.240). Child support received
 * is not an input.
 */
const ID_TAFI_UNEARNED_SOURCES = [
  'social_security',
  'pension_income',
  'unemployment_compensation',
  'dividend_income',
] as const;

export const id_tafi_unearned_income = defineUsVariable({
  id: 'id_tafi_unearned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Idaho TAFI countable unearned income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ID'] },
  reference: [
    'https://www.law.cornell.edu/regulations/idaho/IDAPA-16.03.08.215',
    'https://www.law.cornell.edu/regulations/idaho/IDAPA-16.03.08.250',
  ],
  formula: (f) =>
    sumVariables(f, ID_TAFI_UNEARNED_SOURCES, 'members').map((amount) => Math.max(amount, 0)),
});
