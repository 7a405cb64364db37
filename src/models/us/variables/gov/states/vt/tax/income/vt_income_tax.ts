import { defineUsVariable } from '../../../../../us-variable.js';

/** Vermont income tax on the return (IN-111): the income tax after credits plus the self-employed child care contribution. */
export const vt_income_tax = defineUsVariable({
  id: 'vt_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Vermont income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VT'] },

  formula: (f) => {
    const tax = f.get('vt_income_tax_excluding_child_care_contribution');
    const contribution = f.get('vt_child_care_contribution');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! + contribution[i]!;
    return out;
  },
});
