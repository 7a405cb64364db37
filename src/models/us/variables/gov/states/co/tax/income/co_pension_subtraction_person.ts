import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * A filer's Colorado pension and annuity subtraction (C.R.S. 39-22-104(4)(f)): taxable pensions up
 * to the cap for the filer's age ($20,000 from 55, $24,000 from 65) less the filer's Social
 * Security subtraction.
 */
export const co_pension_subtraction_person = defineUsVariable({
  id: 'co_pension_subtraction_person',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Colorado pension subtraction (filer)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  reference:
    'https://law.justia.com/codes/colorado/title-39/specific-taxes/income-tax/article-22/part-1/section-39-22-104/',
  formula: (f) => {
    const p = f.p.gov.states.co.tax.income.subtractions;
    const filer = f.get('is_tax_unit_head_or_spouse');
    const age = f.get('age');
    const pension = f.get('taxable_pension_income');
    const social = f.get('co_social_security_subtraction_person');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (!filer[i] || age[i]! < p.pension_younger_age) continue;
      const cap = age[i]! >= p.pension_older_age ? p.pension_older_cap : p.pension_younger_cap;
      out[i] = Math.max(0, Math.min(pension[i]!, cap - social[i]!));
    }
    return out;
  },
});
