import { defineUsVariable } from '../../../../../us-variable.js';

/** Minnesota subtractions from federal AGI modelled here (Schedule M1M): Social Security and the charitable subtraction. */
export const mn_subtractions = defineUsVariable({
  id: 'mn_subtractions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Minnesota subtractions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  formula: (f) => {
    const social = f.get('mn_social_security_subtraction');
    const charity = f.get('mn_charity_subtraction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = social[i]! + charity[i]!;
    return out;
  },
});
