import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Oregon TANF cash benefit for the month: for an eligible need group, the payment standard for its
 * size less its adjusted income (OAR 461-160-0100(2)(c)), not issued when below $10 (OAR
 * 461-165-0060).
 */
export const or_tanf = defineUsVariable({
  id: 'or_tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Oregon TANF',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OR'] },
  reference: [
    'https://oregon.public.law/rules/oar_461-160-0100',
    'https://oregon.public.law/rules/oar_461-155-0030',
    'https://oregon.public.law/rules/oar_461-165-0060',
  ],
  formula: (f) => {
    const p = f.p.gov.states.or.odhs.tanf;
    const eligible = f.get('or_tanf_eligible');
    const standard = f.get('or_tanf_payment_standard');
    const adjusted = f.get('or_tanf_adjusted_income');
    return tanfGrant(f, eligible, (i) => standard[i]! - adjusted[i]!, p.minimum_payment);
  },
});
