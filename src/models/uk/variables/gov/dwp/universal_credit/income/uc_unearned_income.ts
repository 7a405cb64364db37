import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/** Annual unearned income: pensions, property income and the assumed yield from capital between the limits (4.35 a month per 250 or part). */
export const uc_unearned_income = defineUkVariable({
  id: 'uc_unearned_income',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'UC unearned income',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2013/376/regulation/66',
  formula: (f) => {
    const pension = f.sum('private_pension_income');
    const state = f.sum('state_pension');
    const property = f.sum('property_income');
    const capital = f.sum('savings');
    const c = f.p.gov.dwp.universal_credit.capital;
    return perRow(f, (i) => {
      const steps = Math.ceil(Math.max(0, capital[i]! - c.lower_limit) / c.tariff_step);
      return pension[i]! + state[i]! + property[i]! + 12 * steps * c.tariff_amount;
    });
  },
});
