import { defineUsVariable } from '../../../../../us-variable.js';

/** New Jersey taxable income (NJ-1040 line 42): taxable income before the property tax deduction less that deduction where the return takes it. */
export const nj_taxable_income = defineUsVariable({
  id: 'nj_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Jersey taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NJ'] },
  reference: 'https://www.nj.gov/treasury/taxation/pdf/current/1040i.pdf',
  formula: (f) => {
    const cap = f.p.gov.states.nj.tax.income.deductions.property_tax_cap;
    const before = f.get('nj_taxable_income_before_property_tax_deduction');
    const takes = f.get('nj_takes_property_tax_deduction');
    const paid = f.get('nj_property_tax_paid');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = takes[i] ? Math.max(0, before[i]! - Math.min(paid[i]!, cap)) : before[i]!;
    return out;
  },
});
