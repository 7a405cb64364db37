import { defineUsVariable } from '../../us-variable.js';

/**
 * Whether a person would buy Marketplace coverage when not on Medicaid, CHIP or Medicare (input).
 * The default, true, is the household calculator's convention (PolicyEngine's too): nobody has
 * employer coverage unless told, so every uncovered person under 65 pays the benchmark premium net
 * of the premium tax credit. Population datasets set it from their coverage mix (most people under
 * 65 have employer coverage, whose premiums are not modelled here).
 */
export const has_marketplace_health_coverage = defineUsVariable({
  id: 'has_marketplace_health_coverage',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Buys Marketplace coverage when not on Medicaid, CHIP or Medicare',
  default: true,
});
