import { defineUsVariable } from '../../us-variable.js';
import { sumMembers } from '../household-sum.js';

/** Health insurance premiums paid by the SPM unit's members (Medicare Part B as modelled; other premiums are not an input). */
export const spm_unit_health_insurance_premiums = defineUsVariable({
  id: 'spm_unit_health_insurance_premiums',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'SPM unit health insurance premiums',
  unit: 'currency-USD',
  formula: (f) => sumMembers(f, ['medical_expense_health_insurance_premiums']),
});
