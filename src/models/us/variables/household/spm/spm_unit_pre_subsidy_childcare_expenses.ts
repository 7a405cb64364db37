import { defineUsVariable } from '../../us-variable.js';

/**
 * Child care costs of the SPM unit before any subsidy (input). `childcare_expenses` is what the
 * unit pays after subsidies (what SNAP and the tax credits read); the SPM deducts work-related
 * child care from this pre-subsidy amount.
 */
export const spm_unit_pre_subsidy_childcare_expenses = defineUsVariable({
  id: 'spm_unit_pre_subsidy_childcare_expenses',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'SPM unit child care expenses before subsidies',
  unit: 'currency-USD',
});
