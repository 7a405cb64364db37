import { defineUsVariable } from '../../../../../us-variable.js';

/** The non-refundable part of the Louisiana child care credit: all of it above $25,000 of federal AGI, at most the tax (La. R.S. 47:297.4). */
export const la_non_refundable_cdcc = defineUsVariable({
  id: 'la_non_refundable_cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Louisiana non-refundable child care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['LA'] },
  reference: 'https://legis.la.gov/Legis/Law.aspx?d=101613',
  formula: (f) => {
    const credit = f.get('la_cdcc');
    const refundable = f.get('la_refundable_cdcc');
    const tax = f.get('la_income_tax_before_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.min(Math.max(0, tax[i]!), credit[i]! - refundable[i]!);
    return out;
  },
});
