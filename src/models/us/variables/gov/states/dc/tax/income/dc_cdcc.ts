import { defineUsVariable } from '../../../../../us-variable.js';

/** DC child and dependent care credit (D-40 line 21; D.C. Code 47-1806.04(c)(1)): a share of the federal credit, non-refundable. */
export const dc_cdcc = defineUsVariable({
  id: 'dc_cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'DC child and dependent care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DC'] },
  reference: 'https://code.dccouncil.gov/us/dc/council/code/sections/47-1806.04',
  formula: (f) => {
    const match = f.p.gov.states.dc.tax.income.credits.cdcc_match;
    const federal = f.get('cdcc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = match * federal[i]!;
    return out;
  },
});
