import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * New Mexico modified gross income (NMSA 7-2-2(L)): all income of the tax unit whether taxable or
 * not, here federal AGI plus the untaxed Social Security benefits, SSI and TANF.
 */
export const nm_modified_gross_income = defineUsVariable({
  id: 'nm_modified_gross_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Mexico modified gross income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NM'] },
  reference: 'https://nmonesource.com/nmos/nmsa/en/item/4340/index.do',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const ss = f.get('tax_unit_social_security');
    const taxableSs = f.get('tax_unit_taxable_social_security');
    const ssi = f.sum('ssi');
    const tanf = f.get('tanf');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = agi[i]! + ss[i]! - taxableSs[i]! + ssi[i]! + tanf[i]!;
    return out;
  },
});
