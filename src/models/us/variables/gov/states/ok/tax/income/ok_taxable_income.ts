import { defineUsVariable } from '../../../../../us-variable.js';

/** Oklahoma taxable income (Form 511 line 12): Oklahoma AGI less the itemized deductions when the federal return itemizes, the standard deduction otherwise (68 O.S. 2358(A)(5)), and the exemptions; at least 0. */
export const ok_taxable_income = defineUsVariable({
  id: 'ok_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oklahoma taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference: 'https://oksenate.gov/sites/default/files/2019-12/os68.pdf',
  formula: (f) => {
    const agi = f.get('ok_agi');
    const itemizes = f.get('tax_unit_itemizes');
    const standard = f.get('ok_standard_deduction');
    const itemized = f.get('ok_itemized_deductions');
    const exemptions = f.get('ok_exemptions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const deduction = itemizes[i] ? itemized[i]! : standard[i]!;
      out[i] = Math.max(0, agi[i]! - deduction - exemptions[i]!);
    }
    return out;
  },
});
