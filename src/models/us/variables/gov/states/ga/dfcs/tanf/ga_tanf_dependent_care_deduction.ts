import { defineUsVariable } from '../../../../../us-variable.js';
import { minorChildCareDeduction } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Monthly dependent care costs Georgia TANF deducts from earnings: the actual cost, up to $200 for
 * each child under two and $175 for each older dependent child (TANF Policy Manual 1615). Care of an
 * incapacitated adult is not modelled; the deduction is taken only from earnings (see
 * `ga_tanf_countable_income`).
 */
export const ga_tanf_dependent_care_deduction = defineUsVariable({
  id: 'ga_tanf_dependent_care_deduction',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Georgia TANF dependent care deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['GA'] },
  reference: 'https://pamms.dhs.ga.gov/dfcs/tanf/1615/',
  formula: (f) => {
    const p = f.p.gov.states.ga.dfcs.tanf;
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
