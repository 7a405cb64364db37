import { defineUsVariable } from '../../../../../us-variable.js';

/** Kansas earned income credit (K-40 line 17; K.S.A. 79-32,205): 17% of the federal credit, refundable. */
export const ks_eitc = defineUsVariable({
  id: 'ks_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Kansas earned income credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KS'] },
  reference: 'https://www.ksrevenue.gov/taxlaws.html',
  formula: (f) => {
    const match = f.p.gov.states.ks.tax.income.credits.eitc_match;
    const federal = f.get('eitc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = match * federal[i]!;
    return out;
  },
});
