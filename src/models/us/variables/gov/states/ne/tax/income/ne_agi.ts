import { defineUsVariable } from '../../../../../us-variable.js';

/** Nebraska adjusted gross income (Form 1040N line 5 less Schedule I subtractions): federal AGI less the taxable Social Security benefits, all exempt from 2024 (Neb. Rev. Stat. 77-2716(6)); no other adjustment has an input. */
export const ne_agi = defineUsVariable({
  id: 'ne_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Nebraska AGI',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NE'] },
  reference: 'https://nebraskalegislature.gov/laws/statutes.php?statute=77-2716',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const ss = f.get('tax_unit_taxable_social_security');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = agi[i]! - ss[i]!;
    return out;
  },
});
