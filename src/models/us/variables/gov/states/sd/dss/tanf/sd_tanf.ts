import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild, tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * South Dakota TANF payment for the month: a South Dakota family with a dependent child receives the
 * payment standard less countable income, when that income does not exceed the standard (ARSD
 * 67:10:05:02, 67:10:05:03). Resources are not an input of this model, so the $2,000 resource test
 * passes.
 */
export const sd_tanf = defineUsVariable({
  id: 'sd_tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'South Dakota TANF',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['SD'] },
  reference: 'https://sdlegislature.gov/Rules/Administrative/67:10:05:02',
  formula: (f) => {
    const p = f.p.gov.states.sd.dss.tanf;
    const child = hasMinorChild(f, p.eligibility.minor_child_age);
    const standard = f.get('sd_tanf_payment_standard');
    const countable = f.get('sd_tanf_countable_income');
    return tanfGrant(f, child, (i) => standard[i]! - countable[i]!);
  },
});
