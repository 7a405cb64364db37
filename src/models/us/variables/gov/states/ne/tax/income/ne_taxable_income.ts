import { defineUsVariable } from '../../../../../us-variable.js';

/** Nebraska taxable income (Form 1040N line 14): Nebraska AGI less the standard deduction, or the larger of it and the Nebraska itemized deductions for a unit that itemizes on its federal return; at least 0. */
export const ne_taxable_income = defineUsVariable({
  id: 'ne_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Nebraska taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NE'] },
  reference: 'https://nebraskalegislature.gov/laws/statutes.php?statute=77-2716.01',
  formula: (f) => {
    const agi = f.get('ne_agi');
    const standard = f.get('ne_standard_deduction');
    const itemized = f.get('ne_itemized_deductions');
    const itemizes = f.get('tax_unit_itemizes');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const deduction = itemizes[i] ? Math.max(standard[i]!, itemized[i]!) : standard[i]!;
      out[i] = Math.max(0, agi[i]! - deduction);
    }
    return out;
  },
});
