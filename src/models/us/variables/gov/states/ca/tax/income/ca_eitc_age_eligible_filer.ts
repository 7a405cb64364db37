import { defineUsVariable } from '../../../../../us-variable.js';

/** A head or spouse old enough for the CalEITC without a qualifying child (18 or more; R\&TC 17052 sets no maximum age). */
export const ca_eitc_age_eligible_filer = defineUsVariable({
  id: 'ca_eitc_age_eligible_filer',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Filer meets the CalEITC age test',
  definedFor: { variable: 'state_code', values: ['CA'] },
  reference:
    'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=RTC\&sectionNum=17052',
  formula: (f) => {
    const minAge = f.p.gov.states.ca.tax.income.credits.earned_income.min_age;
    const filer = f.get('is_tax_unit_head_or_spouse');
    const age = f.get('age');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = filer[i] && age[i]! >= minAge ? 1 : 0;
    return out;
  },
});
