import { defineUsVariable } from '../../../../../us-variable.js';

/** Pennsylvania refundable credits: the dependent care credit and the Working Pennsylvanians credit. */
export const pa_refundable_credits = defineUsVariable({
  id: 'pa_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Pennsylvania refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['PA'] },
  formula: (f) => {
    const cdcc = f.get('pa_cdcc');
    const eitc = f.get('pa_eitc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = cdcc[i]! + eitc[i]!;
    return out;
  },
});
