import { defineUsVariable } from '../../../../../us-variable.js';

/** A Young Child Tax Credit child: a CalEITC (federal EITC) qualifying child under 6 at the end of the year (R\&TC 17052.1). */
export const ca_yctc_child = defineUsVariable({
  id: 'ca_yctc_child',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'California Young Child Tax Credit child',
  definedFor: { variable: 'state_code', values: ['CA'] },
  reference:
    'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=RTC\&sectionNum=17052.1',
  formula: (f) => {
    const maxAge = f.p.gov.states.ca.tax.income.credits.young_child.max_child_age;
    const qualifying = f.get('is_eitc_qualifying_child');
    const age = f.get('age');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = qualifying[i] && age[i]! < maxAge ? 1 : 0;
    return out;
  },
});
