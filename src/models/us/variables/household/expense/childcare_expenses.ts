import { defineUsVariable } from '../../us-variable.js';

/** Child care expenses paid by the SPM unit, after any subsidy (input). */
export const childcare_expenses = defineUsVariable({
  id: 'childcare_expenses',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'Child care expenses',
  unit: 'currency-USD',
});
