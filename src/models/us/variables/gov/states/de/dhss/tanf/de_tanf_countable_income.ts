import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Delaware TANF countable income for the grant, monthly: earnings after the work and dependent
 * care deductions, less $30 for each employed member and one third of what remains, plus unearned
 * income counted in full (16 Del. Admin. Code 4000-4008.1.1, Step 3). The $30 + 1/3 is applied in
 * every month (its four-month limit is not modelled); child support, not an input, is not counted.
 */
export const de_tanf_countable_income = defineUsVariable({
  id: 'de_tanf_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Delaware TANF countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DE'] },
  reference: 'https://www.law.cornell.edu/regulations/delaware/16-Del-Admin-Code-SS-4000-4008',
  formula: (f) => {
    const p = f.p.gov.states.de.dhss.tanf.income.earned_income_disregard;
    const perPerson = sumVariables(f, TANF_EARNED_SOURCES, 'people');
    const earner = Uint8Array.from(perPerson, (e) => (e > 0 ? 1 : 0));
    const earners = f.aggregate(earner, 'person', 'sum');
    const net = f.get('de_tanf_net_earned_income');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return net.map((e, i) => {
      const afterFlat = Math.max(e - p.flat * earners[i]!, 0);
      return afterFlat * (1 - p.rate) + Math.max(unearned[i]!, 0);
    });
  },
});
