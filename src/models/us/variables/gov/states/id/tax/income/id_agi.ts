import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Idaho adjusted income (Form 40 line 11): federal AGI less the Social Security benefits in it
 * (Idaho Code 63-3022(m)) and the child care deduction. No other addition or subtraction has an input.
 */
export const id_agi = defineUsVariable({
  id: 'id_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Idaho adjusted income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ID'] },
  reference: 'https://legislature.idaho.gov/statutesrules/idstat/Title63/T63CH30/SECT63-3022/',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const socialSecurity = f.get('tax_unit_taxable_social_security');
    const childCare = f.get('id_child_care_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = agi[i]! - socialSecurity[i]! - childCare[i]!;
    return out;
  },
});
