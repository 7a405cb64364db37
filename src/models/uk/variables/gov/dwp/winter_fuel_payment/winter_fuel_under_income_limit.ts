import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** Over state pension age with total income below the winter fuel payment's income limit. */
export const winter_fuel_under_income_limit = defineUkVariable({
  id: 'winter_fuel_under_income_limit',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Under the winter fuel income limit',
  reference: 'https://www.legislation.gov.uk/uksi/2025/1000/contents',
  formula: (f) => {
    const spa = f.get('is_SP_age');
    const income = f.get('total_income');
    const limit = f.p.gov.dwp.winter_fuel_payment.income_limit;
    return perRow(f, (i) => (spa[i] && income[i]! < limit ? 1 : 0));
  },
});
