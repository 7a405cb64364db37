import { defineUsVariable } from '../../../us-variable.js';

/** Free school meals without an income test: the household receives SNAP or TANF, or a child is Head Start eligible (7 CFR 245.2, 245.6). */
export const meets_school_meal_categorical_eligibility = defineUsVariable({
  id: 'meets_school_meal_categorical_eligibility',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'year',
  label: 'School meal categorical eligibility',
  reference: 'https://www.law.cornell.edu/cfr/text/7/245.2',
  formula: (f) => {
    const snap = f.get('snap');
    const tanf = f.get('tanf');
    const headStart = f.any('is_head_start_eligible');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] = snap[i]! > 0 || tanf[i]! > 0 || headStart[i] !== 0 ? 1 : 0;
    return out;
  },
});
