import { defineUsVariable } from '../../../../../us-variable.js';

/** Oklahoma adjusted gross income (Form 511 line 7; Schedule 511-A): federal AGI less the taxable Social Security benefits (68 O.S. 2358(A)(3)(a)) and the filers' retirement benefit exclusions; the other subtractions have no input. */
export const ok_agi = defineUsVariable({
  id: 'ok_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oklahoma AGI',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference: 'https://oksenate.gov/sites/default/files/2019-12/os68.pdf',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const ss = f.get('tax_unit_taxable_social_security');
    const retirement = f.sum('ok_retirement_exclusion');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = agi[i]! - ss[i]! - retirement[i]!;
    return out;
  },
});
