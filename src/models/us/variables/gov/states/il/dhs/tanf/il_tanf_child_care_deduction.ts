import { defineUsVariable } from '../../../../../us-variable.js';
import { dependentCareDeduction } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Monthly child care costs deducted from Illinois TANF earnings: the actual cost, up to $200 for
 * each child in the unit under two and $175 for each older child, and not above the earnings
 * (89 Ill. Adm. Code 112.143(b)).
 */
export const il_tanf_child_care_deduction = defineUsVariable({
  id: 'il_tanf_child_care_deduction',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Illinois TANF child care deduction',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/regulations/illinois/Ill-Admin-Code-tit-89-SS-112.143',
  formula: (f) => {
    const p = f.p.gov.states.il.dhs.tanf.income.child_care;
    const children = f.members('il_tanf_eligible_child');
    const care = dependentCareDeduction(f, children, p.age_threshold, p.young_child, p.other);
    const earned = f.get('il_tanf_gross_earned_income');
    return care.map((c, i) => Math.min(c, earned[i]!));
  },
});
