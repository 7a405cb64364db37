import { defineUsVariable } from '../../../../../us-variable.js';
import { minorChildCareDeduction } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Monthly dependent care Oklahoma TANF exempts from earnings: the unit's child care expenses, up
 * to $200 for each child under two and $175 for each older child (OAC 340:10-3-33(3)). Care paid
 * through other state or federal funds is not exempt; every expense here is taken as the unit's
 * own. Care of an adult dependent is not modelled.
 */
export const ok_tanf_dependent_care_deduction = defineUsVariable({
  id: 'ok_tanf_dependent_care_deduction',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Oklahoma TANF dependent care deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference: 'https://www.law.cornell.edu/regulations/oklahoma/OAC-340-10-3-33',
  formula: (f) => {
    const p = f.p.gov.states.ok.okdhs.tanf;
    const care = p.income.dependent_care;
    return minorChildCareDeduction(
      f,
      p.eligibility.minor_child_age,
      care.infant_age,
      care.infant,
      care.other,
    );
  },
});
