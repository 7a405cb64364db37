import { defineUsVariable } from '../../../../../us-variable.js';

/** A filer 65 or more, who brings Idaho's further grocery credit amount (Idaho Code 63-3024A). */
export const id_grocery_credit_aged = defineUsVariable({
  id: 'id_grocery_credit_aged',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Idaho grocery credit aged filer',
  definedFor: { variable: 'state_code', values: ['ID'] },
  reference: 'https://legislature.idaho.gov/statutesrules/idstat/Title63/T63CH30/SECT63-3024A/',
  formula: (f) => {
    const filer = f.get('is_tax_unit_head_or_spouse');
    const age = f.get('age');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = filer[i] && age[i]! >= 65 ? 1 : 0;
    return out;
  },
});
