import { defineUsVariable } from '../../../../../us-variable.js';

/** Vermont non-refundable credits: the charitable contribution credit (the others have no input). */
export const vt_non_refundable_credits = defineUsVariable({
  id: 'vt_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Vermont non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VT'] },

  formula: (f) => {
    return f.get('vt_charitable_credit');
  },
});
