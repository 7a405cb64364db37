import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/** CalWORKs monthly maximum aid payment for the unit's size: Region 1, non-exempt (W\&IC 11450). */
export const ca_tanf_maximum_aid_payment = defineUsVariable({
  id: 'ca_tanf_maximum_aid_payment',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'CalWORKs maximum aid payment',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CA'] },
  reference:
    'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=WIC\&sectionNum=11450',
  formula: (f) => bySize(f.p.gov.states.ca.cdss.tanf.maximum_aid_payment, f.get('spm_unit_size')),
});
