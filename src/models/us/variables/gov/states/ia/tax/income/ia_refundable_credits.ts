import { defineUsVariable } from '../../../../../us-variable.js';

/** Iowa refundable credits with an input (IA 1040 lines 23-24): the earned income and the child and dependent care credits. */
export const ia_refundable_credits = defineUsVariable({
  id: 'ia_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Iowa refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IA'] },
  reference: 'https://www.legis.iowa.gov/docs/code/422.12B.pdf',
  formula: (f) => {
    const eitc = f.get('ia_eitc');
    const cdcc = f.get('ia_cdcc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = eitc[i]! + cdcc[i]!;
    return out;
  },
});
