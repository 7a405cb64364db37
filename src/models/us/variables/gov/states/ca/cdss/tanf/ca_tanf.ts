import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/** CalWORKs (California's TANF cash assistance), monthly: the maximum aid payment less countable income (W\&IC 11450, 11451.5). */
export const ca_tanf = defineUsVariable({
  id: 'ca_tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'CalWORKs',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CA'] },
  reference:
    'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=WIC\&sectionNum=11450',
  formula: (f) => {
    const eligible = f.get('ca_tanf_eligible');
    const map = f.get('ca_tanf_maximum_aid_payment');
    const countable = f.get('ca_tanf_countable_income');
    return tanfGrant(f, eligible, (i) => map[i]! - countable[i]!);
  },
});
