import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/** Personal allowance left after the income set against it. */
export const unused_personal_allowance = defineUkVariable({
  id: 'unused_personal_allowance',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Unused personal allowance',
  unit: 'currency-GBP',
  formula: (f) => {
    const pa = f.get('personal_allowance');
    const ani = f.get('adjusted_net_income');
    return perRow(f, (i) => Math.max(0, pa[i]! - ani[i]!));
  },
});
