import { defineUsVariable } from '../../../../../us-variable.js';

/** A filer's West Virginia senior citizen or disability deduction (Schedule M line 46; W. Va. Code 11-21-12(c)(7)): for a head or spouse aged 65 or more or disabled, their part of federal AGI up to $8,000, less their Social Security subtraction (the other retirement subtractions it is reduced by have no input). */
export const wv_senior_citizen_deduction = defineUsVariable({
  id: 'wv_senior_citizen_deduction',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'West Virginia senior citizen or disability deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WV'] },
  reference: [
    'https://code.wvlegislature.gov/11-21-12/',
    'https://tax.wv.gov/Documents/PIT/2024/it140.PersonalIncomeTaxFormsAndInstructions.2024.pdf',
  ],
  formula: (f) => {
    const p = f.p.gov.states.wv.tax.income.subtractions;
    const filer = f.get('is_tax_unit_head_or_spouse');
    const age = f.get('age');
    const disabled = f.get('is_disabled');
    const agi = f.get('adjusted_gross_income_person');
    const socialSecurity = f.get('wv_social_security_subtraction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (!filer[i] || (age[i]! < p.senior_age && !disabled[i])) continue;
      out[i] = Math.max(0, Math.min(p.senior_cap, agi[i]!) - socialSecurity[i]!);
    }
    return out;
  },
});
