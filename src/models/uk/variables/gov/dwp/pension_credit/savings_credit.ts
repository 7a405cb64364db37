import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** For a unit with someone who reached pension age before 6 April 2016: 60% of qualifying income above the threshold (at most 60% of the standard minimum guarantee less the threshold), less 40% of income above the appropriate minimum guarantee. */
export const savings_credit = defineUkVariable({
  id: 'savings_credit',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'Savings credit',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/ukpga/2002/16/section/3',
  formula: (f) => {
    const eligible = f.get('pension_credit_eligible');
    const born = f.min('birth_year', { mask: 'is_adult' });
    const mg = f.get('standard_minimum_guarantee');
    const appropriate = f.get('appropriate_minimum_guarantee');
    const income = f.get('pension_credit_income');
    const adults = f.get('benunit_adults');
    const s = f.p.gov.dwp.pension_credit.savings_credit;
    return perRow(f, (i) => {
      if (!eligible[i] || born[i]! >= s.spa_before) return 0;
      const threshold = 52 * (adults[i]! >= 2 ? s.threshold.couple : s.threshold.single);
      const maximum = s.rate * Math.max(0, mg[i]! - threshold);
      const credit = Math.min(maximum, s.rate * Math.max(0, income[i]! - threshold));
      return Math.max(0, credit - s.withdrawal_rate * Math.max(0, income[i]! - appropriate[i]!));
    });
  },
});
