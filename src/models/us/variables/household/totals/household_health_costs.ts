import { defineUsVariable } from '../../us-variable.js';

/**
 * Health costs subtracted from household net income: zero. Marketplace, CHIP and Medicare premiums
 * are modelled (variables/health) and counted in the SPM unit's medical expenses, not here:
 * PolicyEngine-US 1.817, the reference, gives 0 in every oracle case while charging those premiums,
 * so household net income stays income net of taxes and benefits.
 */
export const household_health_costs = defineUsVariable({
  id: 'household_health_costs',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'Household health costs',
  unit: 'currency-USD',
  formula: (f) => f.zeros(),
});
