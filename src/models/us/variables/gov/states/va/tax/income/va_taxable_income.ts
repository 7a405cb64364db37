import { defineUsVariable } from '../../../../../us-variable.js';

/** Virginia taxable income (Form 760 line 15): Virginia AGI less the deduction — itemized when the federal return itemizes, the standard deduction otherwise (Va. Code 58.1-322.03(1), (3)) — and the exemptions, not below 0. */
export const va_taxable_income = defineUsVariable({
  id: 'va_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Virginia taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VA'] },
  reference: 'https://law.lis.virginia.gov/vacode/title58.1/chapter3/section58.1-322.03/',
  formula: (f) => {
    const agi = f.get('va_agi');
    const itemizes = f.get('tax_unit_itemizes');
    const itemized = f.get('va_itemized_deductions');
    const standard = f.get('va_standard_deduction');
    const exemptions = f.get('va_exemptions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const deduction = itemizes[i] ? itemized[i]! : standard[i]!;
      out[i] = Math.max(0, agi[i]! - deduction - exemptions[i]!);
    }
    return out;
  },
});
