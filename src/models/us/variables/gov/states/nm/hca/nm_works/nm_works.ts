import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * New Mexico Works cash assistance for the month: for an eligible benefit group, the standard of
 * need less its net countable income (NMSA 27-2B-7; 8.102.500.8(A)(4) NMAC). No rounding and no
 * minimum payment are applied; sanctions, recoupments and the school clothing allowance are not
 * modelled.
 */
export const nm_works = defineUsVariable({
  id: 'nm_works',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'New Mexico Works cash assistance',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NM'] },
  reference: [
    'https://nmonesource.com/nmos/nmsa/en/item/4421/index.do',
    'https://srca.nm.gov/nmac/nmregister/xxxvi/8.102.500amend.html',
  ],
  formula: (f) => {
    const eligible = f.get('nm_works_eligible');
    const need = f.get('nm_works_standard_of_need');
    const income = f.get('nm_works_countable_income');
    return tanfGrant(f, eligible, (i) => need[i]! - income[i]!);
  },
});
