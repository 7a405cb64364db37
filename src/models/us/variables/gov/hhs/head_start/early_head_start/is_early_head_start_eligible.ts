import { defineUsVariable } from '../../../../us-variable.js';

/** Eligible for Early Head Start: younger than 3, with the Head Start income or categorical eligibility (45 CFR 1302.12). */
export const is_early_head_start_eligible = defineUsVariable({
  id: 'is_early_head_start_eligible',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Eligible for Early Head Start',
  reference: 'https://www.ecfr.gov/current/title-45/section-1302.12',
  formula: (f) => {
    const limit = f.p.gov.hhs.head_start.early_head_start.age_limit;
    const age = f.get('age');
    const income = f.get('is_head_start_income_eligible');
    const categorical = f.get('is_head_start_categorically_eligible');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] = age[i]! < limit && (income[i] !== 0 || categorical[i] !== 0) ? 1 : 0;
    return out;
  },
});
