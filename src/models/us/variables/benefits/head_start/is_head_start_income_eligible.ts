import { defineUsVariable } from '../../us-variable.js';
import { mask } from '../benefit-vectors.js';

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
    return mask(f.get('head_start_countable_income'), (v, i) => v <= limit * fpg[i]!);
  },
});
