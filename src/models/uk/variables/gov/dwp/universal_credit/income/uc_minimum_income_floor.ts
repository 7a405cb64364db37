import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/**
 * The minimum income floor of a self-employed claimant under state pension age: earnings of the
 * floor's weekly hours at the national living wage over 52 weeks (gross, as PolicyEngine-UK
 * takes it); none for someone without self-employment profit.
 */
export const uc_minimum_income_floor = defineUkVariable({
  id: 'uc_minimum_income_floor',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'UC minimum income floor',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2013/376/regulation/62',
  formula: (f) => {
    const profit = f.get('self_employment_income');
    const adult = f.get('is_adult');
    const pensioner = f.get('is_SP_age');
    const hours = f.p.gov.dwp.universal_credit.minimum_income_floor.hours;
    const wage = f.p.gov.hmrc.minimum_wage.national_living_wage;
    return perRow(f, (i) => (adult[i] && !pensioner[i] && profit[i]! > 0 ? 52 * hours * wage : 0));
  },
});
