import { defineUsVariable } from '../../../../../us-variable.js';
import { dependentCareDeduction, hasMinorChild } from '../../../../hhs/tanf/tanf-common.js';

/**
 * MFIP eligibility: a Minnesota unit with a minor child that passes the initial income test — its
 * countable income, with dependent care costs (up to $200 a month for each child under two and $175
 * for each older child) taken from earnings before the earned income disregard, is below the family
 * wage level, 110 percent of the transitional standard (Minn. Stat. 142G.16, subd. 1). Every unit is
 * treated as an applicant. Resources are not an input, so the asset limit passes; time limits,
 * work requirements and immigration status are not modelled.
 */
export const mn_mfip_eligible = defineUsVariable({
  id: 'mn_mfip_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for Minnesota MFIP',
  definedFor: { variable: 'state_code', values: ['MN'] },
  reference: [
    'https://www.revisor.mn.gov/statutes/cite/142G.16',
    'https://www.dhs.state.mn.us/main/idcplg?IdcService=GET_DYNAMIC_CONVERSION&RevisionSelectionMethod=LatestReleased&dDocName=cm_001809',
  ],
  formula: (f) => {
    const p = f.p.gov.states.mn.dcyf.mfip;
    const child = hasMinorChild(f, p.minor_child_age);
    const minors = Uint8Array.from(f.members('age'), (a) => (a < p.minor_child_age ? 1 : 0));
    const care = p.income.dependent_care;
    const careCost = dependentCareDeduction(
      f,
      minors,
      care.age_threshold,
      care.young_child,
      care.other,
    );
    const earned = f.get('mn_mfip_countable_earned_income');
    const unearned = f.get('mn_mfip_countable_unearned_income');
    const standard = f.get('mn_mfip_transitional_standard');
    const keep = 1 - p.income.earned_income_disregard_rate;
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      // Care costs come off gross earnings before the 50 percent disregard, so they reduce
      // countable earnings by half their amount.
      const countable = Math.max(earned[i]! - careCost[i]! * keep, 0) + unearned[i]!;
      out[i] = child[i] && countable < standard[i]! * p.family_wage_level_rate ? 1 : 0;
    }
    return out;
  },
});
