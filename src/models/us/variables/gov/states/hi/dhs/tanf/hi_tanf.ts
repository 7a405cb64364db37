import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Hawaii TANF for the month: an eligible Hawaii unit receives its standard of assistance less its
 * countable income (HRS 346-53; HAR 17-676-54.1(d); Hawaii TANF State Plan 11.1). No minimum
 * payment was found in the rules, so any positive amount is paid.
 */
export const hi_tanf = defineUsVariable({
  id: 'hi_tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Hawaii TANF',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['HI'] },
  reference: [
    'https://www.capitol.hawaii.gov/hrscurrent/Vol07_Ch0346-0398/HRS0346/HRS_0346-0053.htm',
    'https://regulations.justia.com/states/hawaii/title-17/department-of-human-services/chapter-676/subchapter-5/section-17-676-54-1',
    'https://humanservices.hawaii.gov/wp-content/uploads/2024/12/Hawaii_TANF_State_Plan_Signed_Certified-Eff_20231001.pdf#page=22',
  ],
  formula: (f) => {
    const eligible = f.get('hi_tanf_eligible');
    const standard = f.get('hi_tanf_standard_of_assistance');
    const income = f.get('hi_tanf_countable_income');
    return tanfGrant(f, eligible, (i) => standard[i]! - income[i]!);
  },
});
