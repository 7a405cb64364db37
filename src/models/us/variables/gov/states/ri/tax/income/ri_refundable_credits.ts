import { defineUsVariable } from '../../../../../us-variable.js';

/** Rhode Island refundable credits: the earned income credit and the property tax relief credit. */
export const ri_refundable_credits = defineUsVariable({
  id: 'ri_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Rhode Island refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['RI'] },
  formula: (f) => {
    const eitc = f.get('ri_eitc');
    const property = f.get('ri_property_tax_credit');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = eitc[i]! + property[i]!;
    return out;
  },
});
