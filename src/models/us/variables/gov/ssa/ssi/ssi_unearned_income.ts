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
    const out = f.zeros();
    for (const id of ids) {
      const v = f.get(id);
      for (let i = 0; i < f.size; i += 1) out[i] = out[i]! + v[i]!;
    }
    return out;
  },
});
