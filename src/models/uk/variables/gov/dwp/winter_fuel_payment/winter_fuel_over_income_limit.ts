import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** Over state pension age with adjusted net income above the limit. */
export const winter_fuel_over_income_limit = defineUkVariable({
  id: 'winter_fuel_over_income_limit',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Over the winter fuel income limit',
  formula: (f) => {
    const spa = f.get('is_SP_age');
    const ani = f.get('adjusted_net_income');
    const limit = f.p.gov.dwp.winter_fuel_payment.income_limit;
    return perRow(f, (i) => (spa[i] && ani[i]! > limit ? 1 : 0));
  },
});
