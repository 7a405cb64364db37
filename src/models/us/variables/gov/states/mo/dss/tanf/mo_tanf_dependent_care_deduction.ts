import { defineUsVariable } from '../../../../../us-variable.js';
import { minorChildCareDeduction } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Monthly child care costs Missouri Temporary Assistance deducts from earnings, last of the earned
 * income disregards: the actual cost, up to $200 for each dependent child under two and $175 for
 * each older dependent child (Temporary Assistance Manual 0210.015.30; 13 CSR 40-2.310). Care of
 * an incapacitated adult is not modelled.
 */
export const mo_tanf_dependent_care_deduction = defineUsVariable({
  id: 'mo_tanf_dependent_care_deduction',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Missouri Temporary Assistance child care deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MO'] },
  reference: 'https://dssmanuals.mo.gov/temporary-assistance-case-management/0210-015-30/',
  formula: (f) => {
    const p = f.p.gov.states.mo.dss.tanf;
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
