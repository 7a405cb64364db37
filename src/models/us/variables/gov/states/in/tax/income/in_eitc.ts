import { defineUsVariable } from '../../../../../us-variable.js';

/** Indiana earned income tax credit (IC 6-3.1-21-6), refundable: 10% of the federal credit. */
export const in_eitc = defineUsVariable({
  id: 'in_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Indiana earned income tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IN'] },
  reference: 'https://iga.in.gov/laws/2024/ic/titles/6#6-3.1-21-6',
  formula: (f) => {
    const match = f.p.gov.states.in.tax.income.credits.eitc_match;
    const eitc = f.get('eitc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = eitc[i]! * match;
    return out;
  },
});
