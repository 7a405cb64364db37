import { defineUsVariable } from '../../../../../us-variable.js';

/** Vermont earned income tax credit (32 V.S.A. 5828b): a share of the federal credit, the larger share from 2025 for filers without a qualifying child; refundable. */
export const vt_eitc = defineUsVariable({
  id: 'vt_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Vermont earned income tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VT'] },
  reference: 'https://legislature.vermont.gov/statutes/section/32/151/05828b',
  formula: (f) => {
    const p = f.p.gov.states.vt.tax.income.credits;
    const federal = f.get('eitc');
    const children = f.get('eitc_child_count');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = (children[i]! > 0 ? p.eitc_match : p.eitc_match_childless) * federal[i]!;
    return out;
  },
});
