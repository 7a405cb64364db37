import { defineUsVariable } from '../../us-variable.js';
import { mask } from '../benefit-vectors.js';

/** Family income at or below the poverty guideline (45 CFR 1302.12(c)(1)(i)); income counted as for school meals. */
export const is_head_start_income_eligible = defineUsVariable({
  id: 'is_head_start_income_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'year',
  label: 'Income eligible for Head Start',
  reference: 'https://www.ecfr.gov/current/title-45/section-1302.12',
  formula: (f) => {
    const limit = f.p.gov.hhs.head_start.income_limit;
    return mask(f.get('school_meal_fpg_ratio'), (r) => r <= limit);
  },
});
