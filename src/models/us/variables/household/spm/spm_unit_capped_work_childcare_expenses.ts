import { defineUsVariable } from '../../us-variable.js';

/**
 * Work-related child care expenses the SPM deducts from resources: pre-subsidy child care costs,
 * capped at the earnings of the lower-earning head or spouse in the unit (Census SPM technical
 * documentation, "Child care expenses"). Zero unless `spm_unit_pre_subsidy_childcare_expenses` is
 * given.
 */
export const spm_unit_capped_work_childcare_expenses = defineUsVariable({
  id: 'spm_unit_capped_work_childcare_expenses',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'SPM unit capped work and child care expenses',
  unit: 'currency-USD',
  reference:
    'https://www2.census.gov/programs-surveys/supplemental-poverty-measure/datasets/spm/spm_techdoc.pdf',
  formula: (f) => {
    const costs = f.get('spm_unit_pre_subsidy_childcare_expenses');
    const wages = f.members('employment_income');
    const self = f.members('self_employment_income');
    const earnings = new Float64Array(wages.length);
    for (let j = 0; j < wages.length; j += 1) earnings[j] = Math.max(0, wages[j]! + self[j]!);
    const lowest = f.aggregate(earnings, 'person', 'min', 'is_tax_unit_head_or_spouse');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, Math.min(costs[i]!, lowest[i]!));
    return out;
  },
});
