import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Louisiana Family Independence Temporary Assistance Program grant for the month: the deficit of
 * the unit's countable income below its flat grant, rounded down to the dollar, paid if $10 or
 * more; below that the unit stays eligible but is paid nothing (LAC 67:III.1211, 1229; DCFS
 * Economic Stability Manual B-641-1-FITAP).
 */
export const la_fitap = defineUsVariable({
  id: 'la_fitap',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Louisiana Family Independence Temporary Assistance Program',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['LA'] },
  reference: [
    'https://www.law.cornell.edu/regulations/louisiana/La-Admin-Code-tit-67-SS-III-1229',
    'https://public.powerdms.com/LADCFS/documents/398921',
  ],
  formula: (f) => {
    const p = f.p.gov.states.la.dcfs.fitap;
    const eligible = f.get('la_fitap_eligible');
    const grant = f.get('la_fitap_flat_grant');
    const income = f.get('la_fitap_countable_income');
    return tanfGrant(f, eligible, (i) => Math.floor(grant[i]! - income[i]!), p.minimum_payment);
  },
});
