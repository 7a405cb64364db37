import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Illinois use tax from the IL-1040 line 20 table, as if no purchase records were kept: the table
 * amount by federal AGI up to $100,000, and 0.05% of AGI above it.
 */
export const il_use_tax = defineUsVariable({
  id: 'il_use_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Illinois use tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IL'] },
  reference:
    'https://tax.illinois.gov/content/dam/soi/en/web/tax/forms/incometax/documents/2024/individual/il-1040-instr.pdf#page=10',
  formula: (f) => {
    const p = f.p.gov.states.il.tax.income.use_tax;
    const agi = f.get('adjusted_gross_income');
    const table = p.table.calc(agi);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = agi[i]! > p.table_limit ? agi[i]! * p.rate_over_table : table[i]!;
    return out;
  },
});
