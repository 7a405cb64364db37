import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Utah FEP Standard Needs Budget for the household's size (Utah Admin. Code R986-200-239(1)(b);
 * DWS Eligibility Manual Table 1); a household larger than nineteen takes the nineteen-person amount.
 */
export const ut_fep_standard_needs_budget = defineUsVariable({
  id: 'ut_fep_standard_needs_budget',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Utah FEP Standard Needs Budget',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['UT'] },
  reference: 'https://www.law.cornell.edu/regulations/utah/Utah-Admin-Code-R986-200-239',
  formula: (f) =>
    bySize(f.p.gov.states.ut.dws.fep.standard_needs_budget.amount, f.get('spm_unit_size')),
});
