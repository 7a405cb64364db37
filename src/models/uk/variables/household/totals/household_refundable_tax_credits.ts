import { defineUkVariable, perRow } from '../../uk-variable.js';

/** Working and Child Tax Credit of the household (the UK’s refundable tax credits). */
export const household_refundable_tax_credits = defineUkVariable({
  id: 'household_refundable_tax_credits',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'Household tax credits',
  unit: 'currency-GBP',
  formula: (f) => {
    const wtc = f.sum('working_tax_credit');
    const ctc = f.sum('child_tax_credit');
    return perRow(f, (i) => wtc[i]! + ctc[i]!);
  },
});
