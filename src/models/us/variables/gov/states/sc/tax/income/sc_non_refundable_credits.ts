import { defineUsVariable } from '../../../../../us-variable.js';

/** South Carolina non-refundable credits (SC1040 lines 11-13, Schedule TC): child care, two wage earner and earned income credits, each limited to the tax left. The other TC credits have no input. */
export const sc_non_refundable_credits = defineUsVariable({
  id: 'sc_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'South Carolina non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['SC'] },
  formula: (f) => {
    const cdcc = f.get('sc_cdcc');
    const two = f.get('sc_two_wage_earner_credit');
    const eitc = f.get('sc_eitc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = cdcc[i]! + two[i]! + eitc[i]!;
    return out;
  },
});
