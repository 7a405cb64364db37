import { defineUsVariable } from '../../us-variable.js';

/**
 * Work-related child care expenses the SPM deducts, capped at the lower earner's earnings. They are
 * read from pre-subsidy child care costs, which are not an input here, so the deduction is 0.
 */
export const spm_unit_capped_work_childcare_expenses = defineUsVariable({
  id: 'spm_unit_capped_work_childcare_expenses',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'SPM unit capped work and child care expenses',
  unit: 'currency-USD',
  formula: (f) => f.zeros(),
});
