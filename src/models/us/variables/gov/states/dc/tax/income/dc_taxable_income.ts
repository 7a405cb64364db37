import { defineUsVariable } from '../../../../../us-variable.js';

/** DC taxable income (D-40 line 18): DC AGI less the itemized deductions if the filer itemizes on the federal return, else the standard deduction (DC follows the federal choice, D.C. Code 47-1803.03(b)); not floored, as PolicyEngine-US reports it (the tax is 0 below 0). */
export const dc_taxable_income = defineUsVariable({
  id: 'dc_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'DC taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DC'] },
  reference: 'https://code.dccouncil.gov/us/dc/council/code/sections/47-1803.03',
  formula: (f) => {
    const agi = f.get('dc_agi');
    const itemizes = f.get('tax_unit_itemizes');
    const itemized = f.get('dc_itemized_deductions');
    const standard = f.get('dc_standard_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = agi[i]! - (itemizes[i] ? itemized[i]! : standard[i]!);
    return out;
  },
});
