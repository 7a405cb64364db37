import { defineUsVariable } from '../../../../../us-variable.js';

/** Indiana refundable credits: the earned income credit and the unified tax credit for the elderly. */
export const in_refundable_credits = defineUsVariable({
  id: 'in_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Indiana refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IN'] },
  formula: (f) => {
    const eitc = f.get('in_eitc');
    const elderly = f.get('in_unified_elderly_tax_credit');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = eitc[i]! + elderly[i]!;
    return out;
  },
});
