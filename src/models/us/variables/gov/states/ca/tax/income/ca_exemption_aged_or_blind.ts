import { defineUsVariable } from '../../../../../us-variable.js';

/** A head or spouse with the additional California exemption credit: 65 or older, or blind. */
export const ca_exemption_aged_or_blind = defineUsVariable({
  id: 'ca_exemption_aged_or_blind',
  entity: 'person',
  valueType: 'int',
  period: 'year',
  label: 'California senior or blind exemptions of a filer',
  definedFor: { variable: 'state_code', values: ['CA'] },
  reference:
    'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=RTC&sectionNum=17054',
  formula: (f) => {
    const filer = f.get('is_tax_unit_head_or_spouse');
    const age = f.get('age');
    const blind = f.get('is_blind');
    const out = new Int32Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      if (filer[i]) out[i] = (age[i]! >= 65 ? 1 : 0) + (blind[i] ? 1 : 0);
    return out;
  },
});
