import { defineUsVariable } from '../../us-variable.js';
import { sumVariables } from '../../sum-variables.js';

/** Medical out-of-pocket expenses of the SPM unit: premiums and other costs. */
export const spm_unit_medical_out_of_pocket_expenses = defineUsVariable({
  id: 'spm_unit_medical_out_of_pocket_expenses',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'SPM unit medical out-of-pocket expenses',
  unit: 'currency-USD',
  formula: (f) =>
    sumVariables(f, [
      'spm_unit_health_insurance_premiums',
      'spm_unit_non_premium_medical_out_of_pocket_expenses',
    ]),
});
