import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * North Carolina use tax from the D-400 line 18 table, as if no purchase records were kept: the
 * table amount by federal AGI below $45,200, and 0.0675% of AGI from there.
 */
export const nc_use_tax = defineUsVariable({
  id: 'nc_use_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'North Carolina use tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NC'] },
  reference: 'https://www.ncdor.gov/taxes-forms/sales-and-use-tax/use-tax',
  formula: (f) => {
    const p = f.p.gov.states.nc.tax.income.use_tax;
    const agi = f.get('adjusted_gross_income');
    const table = p.table.calc(agi);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = agi[i]! >= p.table_limit ? agi[i]! * p.rate_over_table : table[i]!;
    return out;
  },
});
