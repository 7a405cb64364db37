import { defineUsVariable } from '../../us-variable.js';
import { sumVariables } from '../../sum-variables.js';

/** Out-of-pocket medical costs other than premiums of the SPM unit's members. */
export const spm_unit_non_premium_medical_out_of_pocket_expenses = defineUsVariable({
  id: 'spm_unit_non_premium_medical_out_of_pocket_expenses',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'SPM unit non-premium medical expenses',
  unit: 'currency-USD',
  formula: (f) => sumVariables(f, ['other_medical_expenses'], 'members'),
});
