import { defineUsVariable } from '../../../../../us-variable.js';

/** Idaho refundable credits: the grocery credit. */
export const id_refundable_credits = defineUsVariable({
  id: 'id_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Idaho refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ID'] },
  formula: (f) => f.get('id_grocery_credit'),
});
