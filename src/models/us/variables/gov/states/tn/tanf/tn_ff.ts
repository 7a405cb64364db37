import { defineUsVariable } from '../../../../us-variable.js';
import { tanfGrant } from '../../../hhs/tanf/tanf-common.js';

/**
 * Tennessee Families First monthly grant, by fill-the-gap budgeting: the smaller of the Standard
 * Payment Amount and the deficit (Consolidated Need Standard less countable income), paid only when
 * it is at least the minimum grant (Tenn. Comp. R. & Regs. 1240-01-50-.20).
 */
export const tn_ff = defineUsVariable({
  id: 'tn_ff',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Tennessee Families First',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['TN'] },
  reference:
    'https://publications.tnsosfiles.com/rules/1240/1240-01/1240-01-50.20210701.pdf#page=26',
  formula: (f) => {
    const minimum = f.p.gov.states.tn.tanf.minimum_grant;
    const eligible = f.get('tn_ff_eligible');
    const standard = f.get('tn_ff_payment_standard');
    const cns = f.get('tn_ff_consolidated_need_standard');
    const countable = f.get('tn_ff_countable_income');
    return tanfGrant(f, eligible, (i) => Math.min(standard[i]!, cns[i]! - countable[i]!), minimum);
  },
});
