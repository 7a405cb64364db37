import { defineUsVariable } from '../../us-variable.js';
import { sumVariables } from '../../sum-variables.js';

/**
 * Health insurance premiums paid by the SPM unit's members: Marketplace premiums net of the premium
 * tax credit, CHIP premiums, Medicare Part B premiums, and other premiums given as input (the
 * employee's share of employer coverage).
 */
export const spm_unit_health_insurance_premiums = defineUsVariable({
  id: 'spm_unit_health_insurance_premiums',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'SPM unit health insurance premiums',
  unit: 'currency-USD',
  reference:
    'https://www2.census.gov/programs-surveys/supplemental-poverty-measure/datasets/spm/spm_techdoc.pdf',
  formula: (f) =>
    sumVariables(
      f,
      [
        'marketplace_net_premium',
        'chip_premium',
        'income_adjusted_part_b_premium',
        'other_health_insurance_premiums',
      ],
      'members',
    ),
});
