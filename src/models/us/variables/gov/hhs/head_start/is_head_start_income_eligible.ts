import { defineUsVariable } from '../../../us-variable.js';

/** Family income at or below the poverty guideline (45 CFR 1302.12(c)(1)(i)), income as 45 CFR 1305.2 defines it. */
export const is_head_start_income_eligible = defineUsVariable({
  id: 'is_head_start_income_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'year',
  label: 'Income eligible for Head Start',
  reference: 'https://www.ecfr.gov/current/title-45/section-1302.12',
  formula: (f) => {
    const limit = f.p.gov.hhs.head_start.income_limit;
    const fpg = f.get('spm_unit_fpg');
    const income = f.get('head_start_countable_income');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = income[i]! <= limit * fpg[i]! ? 1 : 0;
    return out;
  },
});
