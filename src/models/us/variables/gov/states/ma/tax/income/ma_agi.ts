import { defineUsVariable } from '../../../../../us-variable.js';

/** Massachusetts AGI: Part A, Part B and Part C income together (the income No Tax Status and the limited income credit test). */
export const ma_agi = defineUsVariable({
  id: 'ma_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Massachusetts adjusted gross income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MA'] },
  reference: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleIX/Chapter62/Section2',
  formula: (f) => {
    const a = f.get('ma_part_a_gross_income');
    const b = f.get('ma_part_b_gross_income');
    const c = f.get('ma_part_c_gross_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = a[i]! + b[i]! + c[i]!;
    return out;
  },
});
