import { defineUkVariable, perRow } from '../../uk-variable.js';

/** HBAI household net income less rent (the only housing cost modelled). */
export const hbai_household_net_income_ahc = defineUkVariable({
  id: 'hbai_household_net_income_ahc',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'HBAI net income after housing costs',
  unit: 'currency-GBP',
  formula: (f) => {
    const income = f.get('hbai_household_net_income');
    const rent = f.get('rent');
    return perRow(f, (i) => income[i]! - rent[i]!);
  },
});
