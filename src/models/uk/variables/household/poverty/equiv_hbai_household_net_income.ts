import { defineUkVariable, perRow } from '../../uk-variable.js';

/** HBAI household net income divided by the sum of its members’ equivalence weights. */
export const equiv_hbai_household_net_income = defineUkVariable({
  id: 'equiv_hbai_household_net_income',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'Equivalised HBAI net income (before housing costs)',
  unit: 'currency-GBP',
  formula: (f) => {
    const income = f.get('hbai_household_net_income');
    const weight = f.sum('equivalisation_weight_bhc');
    return perRow(f, (i) => income[i]! / Math.max(weight[i]!, 0.2));
  },
});
