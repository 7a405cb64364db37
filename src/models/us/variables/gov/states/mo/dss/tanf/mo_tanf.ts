import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Missouri Temporary Assistance grant for the month: the percentage of need standard less
 * countable income, rounded down to the dollar, for an eligible unit; a deficit of $9.99 or less
 * pays nothing (RSMo 208.150(1); Temporary Assistance Manual 0210.010.15).
 */
export const mo_tanf = defineUsVariable({
  id: 'mo_tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Missouri Temporary Assistance',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MO'] },
  reference: [
    'https://revisor.mo.gov/main/OneSection.aspx?section=208.150',
    'https://dssmanuals.mo.gov/temporary-assistance-case-management/0210-010-15/',
  ],
  formula: (f) => {
    const minimum = f.p.gov.states.mo.dss.tanf.minimum_payment;
    const eligible = f.get('mo_tanf_eligible');
    const standard = f.get('mo_tanf_percentage_of_need');
    const countable = f.get('mo_tanf_countable_income');
    // Rounded to cents first so that float noise in an exact dollar amount does not lose a dollar.
    return tanfGrant(
      f,
      eligible,
      (i) => Math.floor(Math.round((standard[i]! - countable[i]!) * 100) / 100),
      minimum,
    );
  },
});
