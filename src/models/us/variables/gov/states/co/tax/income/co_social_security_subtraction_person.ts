import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * A filer's Colorado Social Security subtraction (C.R.S. 39-22-104(4)(f), (4)(g)): from age 65 all
 * federally taxed Social Security; from 55 to 64 it counts toward the lower pension cap.
 */
export const co_social_security_subtraction_person = defineUsVariable({
  id: 'co_social_security_subtraction_person',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Colorado Social Security subtraction (filer)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  reference:
    'https://law.justia.com/codes/colorado/title-39/specific-taxes/income-tax/article-22/part-1/section-39-22-104/',
  formula: (f) => {
    const p = f.p.gov.states.co.tax.income.subtractions;
    const filer = f.get('is_tax_unit_head_or_spouse');
    const age = f.get('age');
    const social = f.get('taxable_social_security');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (!filer[i] || age[i]! < p.pension_younger_age) continue;
      out[i] =
        age[i]! >= p.pension_older_age ? social[i]! : Math.min(social[i]!, p.pension_younger_cap);
    }
    return out;
  },
});
