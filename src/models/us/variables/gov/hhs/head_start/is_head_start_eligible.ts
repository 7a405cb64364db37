import { defineUsVariable } from '../../../us-variable.js';

/**
 * Eligible for Head Start preschool: aged 3 to 5, in a family with income at or below the poverty
 * guideline or receiving TANF, SSI or SNAP (45 CFR 1302.12(b), (c)).
 */
export const is_head_start_eligible = defineUsVariable({
  id: 'is_head_start_eligible',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Eligible for Head Start',
  reference: 'https://www.ecfr.gov/current/title-45/section-1302.12',
  formula: (f) => {
    const p = f.p.gov.hhs.head_start;
    const age = f.get('age');
    const income = f.get('is_head_start_income_eligible');
    const categorical = f.get('is_head_start_categorically_eligible');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const a = age[i]!;
      out[i] =
        a >= p.age_range.minimum &&
        a <= p.age_range.maximum &&
        (income[i] !== 0 || categorical[i] !== 0)
          ? 1
          : 0;
    }
    return out;
  },
});
