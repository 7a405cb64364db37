import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** Annual income for Pension Credit: pensions, earnings less the weekly disregard and property income, less income tax and National Insurance, and the deemed income from capital above 10,000 (1 a week per 500). */
export const pension_credit_income = defineUkVariable({
  id: 'pension_credit_income',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'Pension Credit income',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2002/1792/regulation/15',
  formula: (f) => {
    const state = f.sum('state_pension');
    const pension = f.sum('private_pension_income');
    const property = f.sum('property_income');
    const employment = f.sum('employment_income');
    const profit = f.sum('self_employment_income');
    const tax = f.sum('income_tax');
    const ni = f.sum('national_insurance');
    const capital = f.sum('savings');
    const adults = f.get('benunit_adults');
    const d = f.p.gov.dwp.pension_credit.earnings_disregard;
    return perRow(f, (i) => {
      // Every income counts after the income tax and National Insurance on it (income for Pension
      // Credit is generally after tax, as PolicyEngine-UK takes it), earnings less the disregard.
      const earnings = employment[i]! + profit[i]!;
      const disregard = Math.min(earnings, 52 * (adults[i]! >= 2 ? d.couple : d.single));
      const gross = state[i]! + pension[i]! + property[i]! + earnings - disregard;
      const deemed = 52 * Math.ceil(Math.max(0, capital[i]! - 10_000) / 500);
      return Math.max(0, gross - tax[i]! - ni[i]!) + deemed;
    });
  },
});
