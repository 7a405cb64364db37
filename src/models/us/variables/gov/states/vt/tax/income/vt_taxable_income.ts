import { defineUsVariable } from '../../../../../us-variable.js';

/** Vermont taxable income (IN-111 line 7): Vermont AGI less the standard deduction and exemptions; at least 0. */
export const vt_taxable_income = defineUsVariable({
  id: 'vt_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Vermont taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VT'] },
  reference: 'https://legislature.vermont.gov/statutes/section/32/151/05811',
  formula: (f) => {
    const agi = f.get('vt_agi');
    const standard = f.get('vt_standard_deduction');
    const exemptions = f.get('vt_exemptions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, agi[i]! - standard[i]! - exemptions[i]!);
    return out;
  },
});
