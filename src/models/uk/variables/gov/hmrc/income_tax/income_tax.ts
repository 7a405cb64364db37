import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** Income tax liability, with the High Income Child Benefit Charge. */
export const income_tax = defineUkVariable({
  id: 'income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Income tax',
  unit: 'currency-GBP',
  formula: (f) => {
    const tax = f.get('income_tax_pre_charges');
    const hitc = f.get('CB_HITC');
    return perRow(f, (i) => tax[i]! + hitc[i]!);
  },
});
