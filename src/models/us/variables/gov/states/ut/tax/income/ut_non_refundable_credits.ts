import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Utah non-refundable credits (TC-40 line 24, Schedule TC-40A): the earned income, child and
 * Social Security benefits credits, uncapped. The retirement credit (born before 1953) and the
 * other TC-40A credits are not modelled.
 */
export const ut_non_refundable_credits = defineUsVariable({
  id: 'ut_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Utah non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['UT'] },
  formula: (f) => {
    const eitc = f.get('ut_eitc');
    const ctc = f.get('ut_ctc');
    const ss = f.get('ut_ss_benefits_credit');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = eitc[i]! + ctc[i]! + ss[i]!;
    return out;
  },
});
