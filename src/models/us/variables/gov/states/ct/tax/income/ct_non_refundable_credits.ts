import { defineUsVariable } from '../../../../../us-variable.js';

/** Connecticut non-refundable credits: the property tax credit (the other Schedule CT-IT credits have no input). */
export const ct_non_refundable_credits = defineUsVariable({
  id: 'ct_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Connecticut non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CT'] },

  formula: (f) => {
    return f.get('ct_property_tax_credit');
  },
});
