import { defineUsVariable } from '../../../../../us-variable.js';
import { minorChildCareDeduction } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Monthly dependent care costs Rhode Island Works deducts from the family's earnings left after
 * the earned income disregards: the actual cost, up to $200 for each child under two and $175 for
 * each older child (218-RICR-20-00-2.15). The same $175 for an incapacitated adult is not
 * modelled.
 */
export const ri_works_dependent_care_deduction = defineUsVariable({
  id: 'ri_works_dependent_care_deduction',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Rhode Island Works dependent care deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['RI'] },
  reference: 'https://www.law.cornell.edu/regulations/rhode-island/218-RICR-20-00-2.15',
  formula: (f) => {
    const p = f.p.gov.states.ri.dhs.works;
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
