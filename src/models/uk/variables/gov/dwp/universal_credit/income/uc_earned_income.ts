import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/** Annual earnings less income tax and National Insurance, at least the self-employed claimants’ minimum income floors. */
export const uc_earned_income = defineUkVariable({
  id: 'uc_earned_income',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'UC earned income',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2013/376/regulation/55',
  formula: (f) => {
    const employment = f.sum('employment_income');
    const profit = f.sum('self_employment_income');
    const floor = f.sum('uc_minimum_income_floor');
    const tax = f.sum('income_tax');
    const ni = f.sum('national_insurance');
    return perRow(f, (i) => {
      const actual = Math.max(0, employment[i]! + profit[i]! - tax[i]! - ni[i]!);
      return Math.max(actual, floor[i]!);
    });
  },
});
