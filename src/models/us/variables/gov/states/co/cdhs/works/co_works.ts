import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Colorado Works basic cash assistance for the month: an eligible unit receives its grant
 * standard less its countable income (earnings after the 67 percent disregard, plus unearned
 * income), when positive (9 CCR 2503-6, 3.606.1.F, 3.606.1.I, 3.606.2.A). No minimum payment or
 * rounding rule is applied; the $10 pregnancy allowance is not modelled.
 */
export const co_works = defineUsVariable({
  id: 'co_works',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Colorado Works basic cash assistance',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  reference: [
    'https://www.coloradosos.gov/CCR/GenerateRulePdf.do?ruleVersionId=12030&fileName=9%20CCR%202503-6',
    'https://regulations.justia.com/states/colorado/2500/2503/rule-9-ccr-2503-6/section-9-ccr-2503-6-3-606/',
  ],
  formula: (f) => {
    const eligible = f.get('co_works_eligible');
    const standard = f.get('co_works_grant_standard');
    const income = f.get('co_works_countable_income');
    return tanfGrant(f, eligible, (i) => standard[i]! - income[i]!);
  },
});
