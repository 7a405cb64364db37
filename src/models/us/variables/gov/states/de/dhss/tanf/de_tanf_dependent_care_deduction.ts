import { defineUsVariable } from '../../../../../us-variable.js';
import { dependentCareDeduction } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Monthly dependent care costs Delaware TANF deducts from earnings: the unit's child care expenses,
 * up to $200 for each child under 2 and $175 for each older minor child (16 Del. Admin. Code
 * 4000-4008; DSS Administrative Notice A-07-2022). Care of an incapacitated adult and any
 * reduction for part-time work are not modelled.
 */
export const de_tanf_dependent_care_deduction = defineUsVariable({
  id: 'de_tanf_dependent_care_deduction',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Delaware TANF dependent care deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DE'] },
  reference: [
    'https://www.law.cornell.edu/regulations/delaware/16-Del-Admin-Code-SS-4000-4008',
    'https://dhss.delaware.gov/wp-content/uploads/sites/11/dss/pdf/OCT2022COLA.pdf#page=8',
  ],
  formula: (f) => {
    const p = f.p.gov.states.de.dhss.tanf;
    const care = p.income.dependent_care;
    const child = Uint8Array.from(f.members('age'), (a) => (a < p.minor_child_age ? 1 : 0));
    return dependentCareDeduction(
      f,
      child,
      care.young_child_age,
      care.young_child,
      care.older_child,
    );
  },
});
