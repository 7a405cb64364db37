import { defineUsVariable } from '../../../../../us-variable.js';

/** Vermont child and dependent care credit (32 V.S.A. 5828c): 72% of the federal credit, refundable. */
export const vt_cdcc = defineUsVariable({
  id: 'vt_cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Vermont child and dependent care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VT'] },
  reference: 'https://legislature.vermont.gov/statutes/section/32/151/05828c',
  formula: (f) => {
    const match = f.p.gov.states.vt.tax.income.credits.cdcc_match;
    const federal = f.get('cdcc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = match * federal[i]!;
    return out;
  },
});
