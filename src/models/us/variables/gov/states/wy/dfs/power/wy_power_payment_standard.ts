import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Wyoming POWER maximum benefit for the month for a shelter-qualified assistance unit, by unit size
 * (W.S. 42-2-103; DFS Policy Manual Table II). Units of more than twelve use the twelve-person amount.
 */
export const wy_power_payment_standard = defineUsVariable({
  id: 'wy_power_payment_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Wyoming POWER payment standard',
  unit: 'currency-USD',
  reference:
    'https://dfs.wyo.gov/about/policy-manuals/snap-and-power-policy-manual/table-ii-power-income-limits/',
  formula: (f) =>
    bySize(f.p.gov.states.wy.dfs.power.payment_standard.shelter_qualified, f.get('spm_unit_size')),
});
