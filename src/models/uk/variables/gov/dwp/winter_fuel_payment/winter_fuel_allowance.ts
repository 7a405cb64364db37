import { REGION } from '../../../enums.js';
import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** For a household in England or Wales with someone over state pension age: the payment (higher with someone 80 or over), not paid when every such person has income above the limit. */
export const winter_fuel_allowance = defineUkVariable({
  id: 'winter_fuel_allowance',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'Winter fuel payment',
  unit: 'currency-GBP',
  reference: 'https://www.gov.uk/winter-fuel-payment',
  formula: (f) => {
    const region = f.get('region');
    const eligible = f.sum('is_SP_age');
    const over = f.sum('winter_fuel_over_income_limit');
    const age = f.max('age');
    const w = f.p.gov.dwp.winter_fuel_payment;
    return perRow(f, (i) => {
      const r = region[i];
      if (r === REGION.codes.SCOTLAND || r === REGION.codes.NORTHERN_IRELAND) return 0;
      if (eligible[i] === 0 || over[i] === eligible[i]) return 0;
      return age[i]! >= 80 ? w.amount.higher : w.amount.base;
    });
  },
});
