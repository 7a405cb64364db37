import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** The fee a household with a free licence does not pay. */
export const free_tv_licence_value = defineUkVariable({
  id: 'free_tv_licence_value',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'Free TV licence value',
  unit: 'currency-GBP',
  formula: (f) => {
    const free = f.get('is_tv_licence_free');
    const fee = f.p.gov.dcms.bbc.tv_licence.colour;
    return perRow(f, (i) => (free[i] ? fee : 0));
  },
});
