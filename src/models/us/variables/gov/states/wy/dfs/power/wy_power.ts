import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild, tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Wyoming POWER (Personal Opportunities With Employment Responsibilities) payment for the month: a
 * Wyoming unit with a dependent child whose countable income is below the payment standard receives
 * the difference (W.S. 42-2-103; DFS Policy Manual section 1101). Resources are not an input of this
 * model, so the $5,000 resource test passes.
 */
export const wy_power = defineUsVariable({
  id: 'wy_power',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Wyoming POWER',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WY'] },
  reference: [
    'https://wyoleg.gov/statutes/compress/title42.pdf',
    'https://dfs.wyo.gov/about/policy-manuals/snap-and-power-policy-manual/',
  ],
  formula: (f) => {
    const p = f.p.gov.states.wy.dfs.power;
    const child = hasMinorChild(f, p.eligibility.minor_child_age);
    const standard = f.get('wy_power_payment_standard');
    const countable = f.get('wy_power_countable_income');
    return tanfGrant(f, child, (i) => standard[i]! - countable[i]!);
  },
});
