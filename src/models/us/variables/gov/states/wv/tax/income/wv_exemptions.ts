import { defineUsVariable } from '../../../../../us-variable.js';

/** West Virginia personal exemptions (IT-140 line 6; W. Va. Code 11-21-16): $2,000 for each filer and dependent. */
export const wv_exemptions = defineUsVariable({
  id: 'wv_exemptions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'West Virginia exemptions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WV'] },
  reference: 'https://code.wvlegislature.gov/11-21-16/',
  formula: (f) => {
    const amount = f.p.gov.states.wv.tax.income.exemptions.personal;
    const people = f.get('tax_unit_size');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = amount * people[i]!;
    return out;
  },
});
