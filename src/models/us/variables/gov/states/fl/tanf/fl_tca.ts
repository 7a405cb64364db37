import { defineUsVariable } from '../../../../us-variable.js';
import { tanfGrant } from '../../../hhs/tanf/tanf-common.js';

/**
 * Florida Temporary Cash Assistance, monthly: the payment standard less countable income, never
 * more than the payment standard (F.S. 414.095(10), (12); F.A.C. 65A-4.220).
 */
export const fl_tca = defineUsVariable({
  id: 'fl_tca',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Florida Temporary Cash Assistance',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['FL'] },
  reference: [
    'https://www.leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0400-0499/0414/Sections/0414.095.html',
    'https://www.flrules.org/gateway/RuleNo.asp?id=65A-4.220',
  ],
  formula: (f) => {
    const eligible = f.get('fl_tca_eligible');
    const standard = f.get('fl_tca_payment_standard');
    const countable = f.get('fl_tca_countable_income');
    return tanfGrant(f, eligible, (i) =>
      Math.min(standard[i]! - Math.max(countable[i]!, 0), standard[i]!),
    );
  },
});
