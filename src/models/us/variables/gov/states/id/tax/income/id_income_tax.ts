import { defineUsVariable } from '../../../../../us-variable.js';

/** Idaho total tax (Form 40 line 42 less refundable credits): the income tax and the permanent building fund tax. */
export const id_income_tax = defineUsVariable({
  id: 'id_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Idaho income tax and permanent building fund tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ID'] },
  formula: (f) => {
    const tax = f.get('id_income_tax_excluding_pbf');
    const pbf = f.get('id_pbf');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! + pbf[i]!;
    return out;
  },
});
