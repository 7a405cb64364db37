import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * MFIP monthly countable earned income: each wage earner's gross earnings less the first 65 dollars
 * and one half of the rest, summed over the unit (Minn. Stat. 256P.03, subd. 2; Minnesota Combined
 * Manual 0018.18).
 */
export const mn_mfip_countable_earned_income = defineUsVariable({
  id: 'mn_mfip_countable_earned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Minnesota MFIP countable earned income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  reference: 'https://www.revisor.mn.gov/statutes/cite/256P.03',
  formula: (f) => {
    const p = f.p.gov.states.mn.dcyf.mfip.income;
    const gross = sumVariables(f, TANF_EARNED_SOURCES, 'people');
    const counted = gross.map(
      (g) => Math.max(g - p.earned_income_disregard, 0) * (1 - p.earned_income_disregard_rate),
    );
    return f.aggregate(counted, 'person', 'sum');
  },
});
