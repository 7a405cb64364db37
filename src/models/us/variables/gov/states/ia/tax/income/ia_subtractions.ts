import { defineUsVariable } from '../../../../../us-variable.js';

/** Iowa subtractions with an input (IA 1040 Schedule 1; Iowa Code 422.7): the taxable Social Security benefits, exempt in full, and the filers' retirement income exclusions. */
export const ia_subtractions = defineUsVariable({
  id: 'ia_subtractions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Iowa subtractions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IA'] },
  reference: 'https://www.legis.iowa.gov/docs/code/422.7.pdf',
  formula: (f) => {
    const ss = f.get('tax_unit_taxable_social_security');
    const retirement = f.sum('ia_retirement_income_exclusion');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = ss[i]! + retirement[i]!;
    return out;
  },
});
