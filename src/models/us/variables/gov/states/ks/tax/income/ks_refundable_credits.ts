import { defineUsVariable } from '../../../../../us-variable.js';

/** Kansas refundable credits: the refunded part of the earned income credit (the food sales tax credit, repealed with the food sales tax, is not modelled). */
export const ks_refundable_credits = defineUsVariable({
  id: 'ks_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Kansas refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KS'] },

  formula: (f) => {
    return f.get('ks_refundable_eitc');
  },
});
