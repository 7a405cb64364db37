import { defineUsVariable } from '../../../../../us-variable.js';

/** Maryland taxable income (Form 502 line 20): Maryland AGI less the deduction — the standard deduction, or for a filer who itemizes on the federal return (only they may itemize in Maryland, Tax-General 10-218(a)) the larger of it and the itemized deductions — and the exemptions; at least 0. */
export const md_taxable_income = defineUsVariable({
  id: 'md_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maryland taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference:
    'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&enactments=false&section=10-217',
  formula: (f) => {
    const agi = f.get('md_agi');
    const itemizes = f.get('tax_unit_itemizes');
    const itemized = f.get('md_itemized_deductions');
    const standard = f.get('md_standard_deduction');
    const exemptions = f.get('md_exemptions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const deduction = itemizes[i] ? Math.max(itemized[i]!, standard[i]!) : standard[i]!;
      out[i] = Math.max(0, agi[i]! - deduction - exemptions[i]!);
    }
    return out;
  },
});
