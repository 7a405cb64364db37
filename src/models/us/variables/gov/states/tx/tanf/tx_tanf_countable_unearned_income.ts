import { defineUsVariable } from '../../../../us-variable.js';
import { sumVariables } from '../../../../sum-variables.js';

/**
 * Unearned income Texas TANF counts, per month: Social Security, unemployment compensation,
 * dividends, interest and capital gains (net, so a loss offsets other unearned income, not below 0).
 */
export const TX_TANF_UNEARNED_SOURCES = [
  'social_security',
  'unemployment_compensation',
  'dividend_income',
  'interest_income',
  'long_term_capital_gains',
  'short_term_capital_gains',
] as const;

/** Monthly countable unearned income of the unit (1 TAC 372.401; Texas Works Handbook A-1320). */
export const tx_tanf_countable_unearned_income = defineUsVariable({
  id: 'tx_tanf_countable_unearned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Texas TANF countable unearned income',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/regulations/texas/1-Tex-Admin-Code-SS-372-401',
    'https://www.hhs.texas.gov/handbooks/texas-works-handbook/a-1320-types-income',
  ],
  formula: (f) => {
    const total = sumVariables(f, TX_TANF_UNEARNED_SOURCES, 'members');
    for (let i = 0; i < f.size; i += 1) total[i] = Math.max(total[i]!, 0);
    return total;
  },
});
