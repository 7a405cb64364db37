import { defineUsVariable } from '../../us-variable.js';

/**
 * Health insurance premiums a person pays that the model does not compute (input): chiefly the
 * employee's share of employer-sponsored coverage. They count in the SPM unit's medical
 * out-of-pocket expenses, not in the itemised medical deduction (employer plans are mostly paid
 * from pre-tax pay).
 */
export const other_health_insurance_premiums = defineUsVariable({
  id: 'other_health_insurance_premiums',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Other health insurance premiums (e.g. employee share of employer coverage)',
  unit: 'currency-USD',
  reference:
    'https://www2.census.gov/programs-surveys/supplemental-poverty-measure/datasets/spm/spm_techdoc.pdf',
});
