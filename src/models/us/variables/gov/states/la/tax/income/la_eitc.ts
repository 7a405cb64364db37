import { defineUsVariable } from '../../../../../us-variable.js';

/** Louisiana earned income credit (La. R.S. 47:297.8), refundable: 5% of the federal credit. */
export const la_eitc = defineUsVariable({
  id: 'la_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Louisiana earned income credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['LA'] },
  reference: 'https://legis.la.gov/Legis/Law.aspx?d=101617',
  formula: (f) => {
    const match = f.p.gov.states.la.tax.income.eitc_match;
    const eitc = f.get('eitc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = match * eitc[i]!;
    return out;
  },
});
