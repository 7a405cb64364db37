import { defineUsVariable } from '../../../../../us-variable.js';

/** Rhode Island taxable income (RI-1040 line 7): Rhode Island AGI less the standard deduction and exemptions; at least 0. */
export const ri_taxable_income = defineUsVariable({
  id: 'ri_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Rhode Island taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['RI'] },
  reference: 'http://webserver.rilegislature.gov/Statutes/TITLE44/44-30/44-30-2.6.htm',
  formula: (f) => {
    const agi = f.get('ri_agi');
    const standard = f.get('ri_standard_deduction');
    const exemptions = f.get('ri_exemptions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, agi[i]! - standard[i]! - exemptions[i]!);
    return out;
  },
});
