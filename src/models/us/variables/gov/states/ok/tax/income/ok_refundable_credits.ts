import { defineUsVariable } from '../../../../../us-variable.js';

/** Oklahoma refundable credits: the earned income credit, the sales tax relief credit and the property tax credit. */
export const ok_refundable_credits = defineUsVariable({
  id: 'ok_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oklahoma refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference:
    'https://oklahoma.gov/content/dam/ok/en/tax/documents/forms/individuals/past-year/2024/511-Pkt-2024.pdf',
  formula: (f) => {
    const eitc = f.get('ok_eitc');
    const sales = f.get('ok_sales_tax_credit');
    const property = f.get('ok_property_tax_credit');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = eitc[i]! + sales[i]! + property[i]!;
    return out;
  },
});
