import { defineUsVariable } from '../../../../../us-variable.js';

/** Connecticut refundable credits: the earned income tax credit. */
export const ct_refundable_credits = defineUsVariable({
  id: 'ct_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Connecticut refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CT'] },

  formula: (f) => {
    return f.get('ct_eitc');
  },
});
