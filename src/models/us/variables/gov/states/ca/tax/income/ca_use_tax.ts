import { defineUsVariable } from '../../../../../us-variable.js';

/** California estimated use tax (Form 540 line 91) for a filer who kept no records of purchases: the lookup table amount by California AGI, and a share of AGI from 200,000. */
export const ca_use_tax = defineUsVariable({
  id: 'ca_use_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'California use tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CA'] },
  reference: 'https://www.ftb.ca.gov/forms/2024/2024-540-booklet.html',
  formula: (f) => {
    const p = f.p.gov.states.ca.tax.income.use_tax;
    const agi = f.get('ca_agi');
    const table = p.table.calc(agi);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = agi[i]! >= p.table_limit ? agi[i]! * p.rate_over_table : table[i]!;
    return out;
  },
});
