import { defineUkVariable, perRow } from '../../uk-variable.js';

/** HBAI net income after housing costs divided by the sum of the AHC equivalence weights. */
export const equiv_hbai_household_net_income_ahc = defineUkVariable({
  id: 'equiv_hbai_household_net_income_ahc',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'Equivalised HBAI net income (after housing costs)',
  unit: 'currency-GBP',
  formula: (f) => {
    const income = f.get('hbai_household_net_income_ahc');
    const weight = f.sum('equivalisation_weight_ahc');
    return perRow(f, (i) => income[i]! / Math.max(weight[i]!, 0.2));
  },
});
