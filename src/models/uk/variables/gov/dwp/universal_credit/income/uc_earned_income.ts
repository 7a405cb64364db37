import { defineUkVariable } from '../../../../uk-variable.js';

/** Annual earnings less income tax and National Insurance, a self-employed claimant’s earnings taken as at least their minimum income floor. */
export const uc_earned_income = defineUkVariable({
  id: 'uc_earned_income',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'UC earned income',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2013/376/regulation/55',
  formula: (f) => {
    const employment = f.members('employment_income');
    const profit = f.members('self_employment_income');
    const floor = f.members('uc_minimum_income_floor');
    const tax = f.members('income_tax');
    const ni = f.members('national_insurance');
    const unit = f.memberIndex();
    const out = f.zeros();
    for (let j = 0; j < unit.length; j += 1) {
      // The floor stands in for a self-employed claimant's lower earnings (employment and profit
      // together, as PolicyEngine-UK compares them); tax and NI are the actual ones.
      const gross = Math.max(employment[j]! + profit[j]!, floor[j]!);
      out[unit[j]!] = out[unit[j]!]! + Math.max(0, gross - tax[j]! - ni[j]!);
    }
    return out;
  },
});
