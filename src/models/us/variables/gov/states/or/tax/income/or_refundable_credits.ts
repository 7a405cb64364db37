import { defineUsVariable } from '../../../../../us-variable.js';

/** Oregon refundable credits: the earned income credit, the Kids Credit and the working family household and dependent care credit (the kicker needs the prior year's tax, not an input: 0). */
export const or_refundable_credits = defineUsVariable({
  id: 'or_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oregon refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OR'] },
  formula: (f) => {
    const out = f.zeros();
    for (const id of ['or_eitc', 'or_ctc', 'or_wfhdc'] as const) {
      const v = f.get(id);
      for (let i = 0; i < f.size; i += 1) out[i] = out[i]! + v[i]!;
    }
    return out;
  },
});
