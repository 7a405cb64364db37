import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Hawaii TANF monthly standard of assistance (the assistance allowance, the grant of a unit with
 * no income): the standard of need times the rate set by rule, rounded down to the dollar (HRS
 * 346-53(a); HAR 17-678-3.01(b)). The unit is taken to be an applicant, so the 20 percent
 * reduction for work-eligible households after their first two full months of assistance (HAR
 * 17-678-3.01(b)(1)) is not applied.
 */
export const hi_tanf_standard_of_assistance = defineUsVariable({
  id: 'hi_tanf_standard_of_assistance',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Hawaii TANF standard of assistance',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['HI'] },
  reference: [
    'https://www.capitol.hawaii.gov/hrscurrent/Vol07_Ch0346-0398/HRS0346/HRS_0346-0053.htm',
    'https://regulations.justia.com/states/hawaii/title-17/department-of-human-services/chapter-678/section-17-678-3-01/',
  ],
  formula: (f) => {
    const rate = f.p.gov.states.hi.dhs.tanf.standard_of_assistance.rate;
    // A cent of slack so that an exact product is not rounded down by floating-point error.
    return f.get('hi_tanf_standard_of_need').map((son) => Math.floor(son * rate + 1e-9));
  },
});
