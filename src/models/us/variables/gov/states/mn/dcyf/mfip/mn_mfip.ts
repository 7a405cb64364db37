import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Minnesota Family Investment Program monthly cash payment. The MFIP grant is the family wage level
 * less countable earned income, capped at the transitional standard, less countable unearned income
 * (Minn. Stat. 142G.16, subd. 2). The grant pays the food portion of the transitional standard
 * first, as food benefits, and the rest as cash (Minnesota Combined Manual 0022.12.01), so the cash
 * payment modelled here is the grant less the food portion. The food part is SNAP-funded and left
 * to the SNAP model.
 */
export const mn_mfip = defineUsVariable({
  id: 'mn_mfip',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Minnesota MFIP cash assistance',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  reference: [
    'https://www.revisor.mn.gov/statutes/cite/142G.16',
    'https://www.dhs.state.mn.us/main/idcplg?IdcService=GET_DYNAMIC_CONVERSION&RevisionSelectionMethod=LatestReleased&dDocName=cm_00221201',
  ],
  formula: (f) => {
    const rate = f.p.gov.states.mn.dcyf.mfip.family_wage_level_rate;
    const eligible = f.get('mn_mfip_eligible');
    const standard = f.get('mn_mfip_transitional_standard');
    const food = f.get('mn_mfip_food_portion');
    const earned = f.get('mn_mfip_countable_earned_income');
    const unearned = f.get('mn_mfip_countable_unearned_income');
    return tanfGrant(f, eligible, (i) => {
      const afterEarnings = Math.min(Math.max(standard[i]! * rate - earned[i]!, 0), standard[i]!);
      return afterEarnings - unearned[i]! - food[i]!;
    });
  },
});
