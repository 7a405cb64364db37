import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Illinois TANF monthly grant: the payment level less countable income, in whole dollars (the
 * cents dropped), for eligible units; no grant below the minimum payment (89 Ill. Adm. Code
 * 112.250, 112.251; IDHS PM 10-01-02).
 */
export const il_tanf = defineUsVariable({
  id: 'il_tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Illinois TANF',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IL'] },
  reference: [
    'https://www.law.cornell.edu/regulations/illinois/Ill-Admin-Code-tit-89-SS-112.250',
    'https://www.dhs.state.il.us/page.aspx?item=15820',
  ],
  formula: (f) => {
    const minimum = f.p.gov.states.il.dhs.tanf.minimum_payment;
    const eligible = f.get('il_tanf_eligible');
    const level = f.get('il_tanf_payment_level');
    const countable = f.get('il_tanf_countable_income');
    // In whole dollars, rounded to cents first so that float noise in an exact dollar amount does
    // not lose a dollar.
    return tanfGrant(
      f,
      eligible,
      (i) => Math.floor(Math.round((level[i]! - countable[i]!) * 100) / 100),
      minimum,
    );
  },
});
