import { defineUsVariable } from '../../../../../us-variable.js';
import { minorChildCareDeduction } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Monthly cost of care District of Columbia TANF deducts: the actual cost, up to $200 for each
 * dependent child under two and $175 for each older dependent child (D.C. Code 4-205.11(a)(2); DC
 * TANF State Plan, Section 4(4)(a)). Care of an incapacitated adult is not modelled.
 */
export const dc_tanf_dependent_care_deduction = defineUsVariable({
  id: 'dc_tanf_dependent_care_deduction',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'District of Columbia TANF dependent care deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DC'] },
  reference: 'https://code.dccouncil.gov/us/dc/council/code/sections/4-205.11',
  formula: (f) => {
    const p = f.p.gov.states.dc.dhs.tanf;
    const care = p.income.dependent_care;
    return minorChildCareDeduction(
      f,
      p.eligibility.minor_child_age,
      care.age_threshold,
      care.young_child,
      care.other,
    );
  },
});
