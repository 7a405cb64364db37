import { defineUsVariable } from '../../../../../us-variable.js';

/** Kansas child and dependent care credit (K-40 line 15; K.S.A. 79-32,111c): 50% of the federal credit, non-refundable. */
export const ks_cdcc = defineUsVariable({
  id: 'ks_cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Kansas child and dependent care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KS'] },
  reference: 'https://www.ksrevenue.gov/taxlaws.html',
  formula: (f) => {
    const match = f.p.gov.states.ks.tax.income.credits.cdcc_match;
    const federal = f.get('cdcc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = match * federal[i]!;
    return out;
  },
});
