import { defineUsVariable } from '../../../../../us-variable.js';

/** Kansas adjusted gross income (K-40 line 3; Schedule S): federal AGI less the taxable Social Security benefits, all exempt from 2024 (K.S.A. 79-32,117(c), as amended by 2024 SB 1); no other modification has an input. */
export const ks_agi = defineUsVariable({
  id: 'ks_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Kansas AGI',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KS'] },
  reference: 'https://www.ksrevenue.gov/taxlaws.html',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const ss = f.get('tax_unit_taxable_social_security');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = agi[i]! - ss[i]!;
    return out;
  },
});
