import { defineUsVariable } from '../../../../../us-variable.js';

/** Iowa net income from all sources, the measure of the low-income exemption (IA 1040 line 1c federal AGI less the Schedule 1 subtractions; Iowa Code 422.5(3)). */
export const ia_net_income = defineUsVariable({
  id: 'ia_net_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Iowa net income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IA'] },
  reference: 'https://www.legis.iowa.gov/docs/code/422.5.pdf',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const subtractions = f.get('ia_subtractions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = agi[i]! - subtractions[i]!;
    return out;
  },
});
