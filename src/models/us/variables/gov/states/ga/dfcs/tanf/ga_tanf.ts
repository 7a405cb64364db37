import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Georgia TANF payment for the month: an eligible unit receives the difference between the standard
 * of need and its net countable income, or the family maximum, whichever is less (TANF Policy
 * Manual 1605; Ga. Comp. R. & Regs. 290-2-28-.13(4): "the state shall pay the deficit up to the
 * family maximum"). No minimum payment or rounding is applied.
 */
export const ga_tanf = defineUsVariable({
  id: 'ga_tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Georgia TANF',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['GA'] },
  reference: ['https://pamms.dhs.ga.gov/dfcs/tanf/1605/', 'https://rules.sos.ga.gov/gac/290-2-28'],
  formula: (f) => {
    const eligible = f.get('ga_tanf_eligible');
    const need = f.get('ga_tanf_standard_of_need');
    const net = f.get('ga_tanf_countable_income');
    const maximum = f.get('ga_tanf_family_maximum');
    return tanfGrant(f, eligible, (i) => Math.min(need[i]! - net[i]!, maximum[i]!));
  },
});
