import { defineUsVariable } from '../../../../../us-variable.js';

/** Hawaii refundable credits: the food/excise tax credit, the earned income tax credit, the child and dependent care credit and the low-income household renters credit. */
export const hi_refundable_credits = defineUsVariable({
  id: 'hi_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Hawaii refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['HI'] },
  formula: (f) => {
    const food = f.get('hi_food_excise_credit');
    const eitc = f.get('hi_eitc');
    const care = f.get('hi_cdcc');
    const renters = f.get('hi_renters_credit');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = food[i]! + eitc[i]! + care[i]! + renters[i]!;
    return out;
  },
});
