import { defineUsVariable } from '../../us-variable.js';

/** Housing subsidy counted by the SPM (housing assistance is not modelled: 0). */
export const spm_unit_capped_housing_subsidy = defineUsVariable({
  id: 'spm_unit_capped_housing_subsidy',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'SPM unit capped housing subsidy',
  unit: 'currency-USD',
  formula: (f) => f.zeros(),
});
