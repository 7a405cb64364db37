import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Idaho itemized deductions (Idaho Code 63-3022(j)): the federal itemized deductions less the
 * state and local income or sales taxes in them (the SALT deduction above real estate taxes).
 */
export const id_itemized_deductions = defineUsVariable({
  id: 'id_itemized_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Idaho itemized deductions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ID'] },
  reference: 'https://legislature.idaho.gov/statutesrules/idstat/Title63/T63CH30/SECT63-3022/',
  formula: (f) => {
    const itemized = f.get('itemized_taxable_income_deductions');
    const salt = f.get('salt_deduction');
    const realEstate = f.sum('real_estate_taxes');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = itemized[i]! - Math.max(0, salt[i]! - realEstate[i]!);
    return out;
  },
});
