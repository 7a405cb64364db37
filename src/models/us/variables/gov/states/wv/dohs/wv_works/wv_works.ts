import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * West Virginia WV WORKS (TANF) for the month: an eligible family receives the payment standard
 * for its size less its countable income (IMM 4.5.2). No rounding or minimum payment is applied
 * (none was found in the sources read here). The child support pass-through incentive is not
 * modelled (child support is not an input).
 */
export const wv_works = defineUsVariable({
  id: 'wv_works',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'West Virginia WV WORKS',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WV'] },
  reference: [
    'https://bfa.wv.gov/media/2766/download?inline#page=586',
    'https://bfa.wv.gov/media/2766/download?inline#page=404',
    'https://code.wvlegislature.gov/9-9/',
  ],
  formula: (f) => {
    const p = f.p.gov.states.wv.dohs.wv_works;
    const eligible = f.get('wv_works_eligible');
    const standard = bySize(p.payment_standard, f.get('spm_unit_size'));
    const income = f.get('wv_works_countable_income');
    return tanfGrant(f, eligible, (i) => standard[i]! - income[i]!);
  },
});
