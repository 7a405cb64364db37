import { defineUsVariable } from '../../../../../us-variable.js';

/** Wisconsin earned income credit, refundable (Wis. Stat. 71.07(9e)): 4%, 11% or 34% of the federal credit for 1, 2, or 3 or more qualifying children. */
export const wi_eitc = defineUsVariable({
  id: 'wi_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Wisconsin earned income credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WI'] },
  reference: 'https://docs.legis.wisconsin.gov/statutes/statutes/71/i/07/9e',
  formula: (f) => {
    const share = f.p.gov.states.wi.tax.income.credits.eitc_share.calc(f.get('eitc_child_count'));
    const federal = f.get('eitc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = federal[i]! * share[i]!;
    return out;
  },
});
