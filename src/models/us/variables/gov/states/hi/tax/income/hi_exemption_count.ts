import { defineUsVariable } from '../../../../../us-variable.js';

/** Number of Hawaii exemptions (N-11 line 24): one for each member of the tax unit and one more for each filer aged 65 or more (HRS 235-54(a); the $7,000 disability exemption has no input of its certification). */
export const hi_exemption_count = defineUsVariable({
  id: 'hi_exemption_count',
  entity: 'tax_unit',
  valueType: 'int',
  period: 'year',
  label: 'Hawaii exemptions (count)',
  definedFor: { variable: 'state_code', values: ['HI'] },
  reference:
    'https://www.capitol.hawaii.gov/hrscurrent/Vol04_Ch0201-0257/HRS0235/HRS_0235-0054.htm',
  formula: (f) => {
    const size = f.get('tax_unit_size');
    const aged = f.get('hi_aged_filers');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = size[i]! + aged[i]!;
    return out;
  },
});
