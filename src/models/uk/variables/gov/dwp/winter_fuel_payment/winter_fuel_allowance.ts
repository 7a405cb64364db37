import { REGION } from '../../../enums.js';
import { defineUkVariable, perRow } from '../../../uk-variable.js';

/**
 * The winter fuel payment of a household outside Scotland (where the Pension Age Winter Heating
 * Payment replaces it) with someone over state pension age: the higher amount with someone 80 or
 * over. From 2025-26 it goes to households where someone over pension age has total income below
 * the limit (in England and Wales) or the household receives Pension Credit.
 */
export const winter_fuel_allowance = defineUkVariable({
  id: 'winter_fuel_allowance',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'Winter fuel payment',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2025/1000/contents',
  formula: (f) => {
    const region = f.get('region');
    const pensioners = f.sum('is_SP_age');
    const under = f.sum('winter_fuel_under_income_limit');
    const pc = f.sum('pension_credit');
    const age = f.max('age');
    const w = f.p.gov.dwp.winter_fuel_payment;
    return perRow(f, (i) => {
      const r = region[i];
      if (r === REGION.codes.SCOTLAND || pensioners[i] === 0) return 0;
      const englandOrWales = r !== REGION.codes.NORTHERN_IRELAND;
      if (!(pc[i]! > 0 || (englandOrWales && under[i]! > 0))) return 0;
      return age[i]! >= 80 ? w.amount.higher : w.amount.base;
    });
  },
});
