import { defineUsVariable } from '../../../../../us-variable.js';

/** Idaho income tax: the tax before refundable credits less refundable credits (without the permanent building fund tax). */
export const id_income_tax_excluding_pbf = defineUsVariable({
  id: 'id_income_tax_excluding_pbf',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Idaho income tax (without the permanent building fund tax)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ID'] },
  formula: (f) => {
    const tax = f.get('id_income_tax_before_refundable_credits');
    const credits = f.get('id_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
