import { sumVariables } from '../../../sum-variables.js';
import { defineUsVariable } from '../../../us-variable.js';

/** Unearned income counted by SSI: Social Security, pensions, unemployment compensation, dividends and interest (20 CFR 416.1121). */
export const ssi_unearned_income = defineUsVariable({
  id: 'ssi_unearned_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'SSI unearned income',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/cfr/text/20/416.1121',
  formula: (f) => {
    const ids = [
      'social_security',
      'pension_income',
      'unemployment_compensation',
      'dividend_income',
      'interest_income',
    ] as const;
    return sumVariables(f, ids);
  },
});
