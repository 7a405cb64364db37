import { defineUsVariable } from '../../../../../us-variable.js';

/** Michigan refundable credits: the EITC, the homestead property tax and home heating credits. */
export const mi_refundable_credits = defineUsVariable({
  id: 'mi_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Michigan refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MI'] },
  formula: (f) => {
    const eitc = f.get('mi_eitc');
    const homestead = f.get('mi_homestead_property_tax_credit');
    const heating = f.get('mi_home_heating_credit');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = eitc[i]! + homestead[i]! + heating[i]!;
    return out;
  },
});
