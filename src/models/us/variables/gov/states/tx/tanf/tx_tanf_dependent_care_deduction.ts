import { defineUsVariable } from '../../../../us-variable.js';
import { dependentCareDeduction } from '../../../hhs/tanf/tanf-common.js';

/** Monthly dependent care costs deducted from Texas TANF earnings, up to a limit per dependent by age (1 TAC 372.409(a)(3)). */
export const tx_tanf_dependent_care_deduction = defineUsVariable({
  id: 'tx_tanf_dependent_care_deduction',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Texas TANF dependent care deduction',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/regulations/texas/1-Tex-Admin-Code-SS-372-409',
  formula: (f) => {
    const p = f.p.gov.states.tx.tanf.income.dependent_care;
    return dependentCareDeduction(
      f,
      f.members('is_tax_unit_dependent'),
      p.age_threshold,
      p.young_child,
      p.other,
    );
  },
});
