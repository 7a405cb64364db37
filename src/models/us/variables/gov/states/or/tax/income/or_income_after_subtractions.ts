import { defineUsVariable } from '../../../../../us-variable.js';

/** Oregon income after subtractions (OR-40 line 15): federal AGI less taxable Social Security and the federal tax subtraction. */
export const or_income_after_subtractions = defineUsVariable({
  id: 'or_income_after_subtractions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oregon income after subtractions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OR'] },
  reference: 'https://oregon.public.law/statutes/ors_316.054',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const social = f.get('tax_unit_taxable_social_security');
    const federal = f.get('or_federal_tax_liability_subtraction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = agi[i]! - social[i]! - federal[i]!;
    return out;
  },
});
