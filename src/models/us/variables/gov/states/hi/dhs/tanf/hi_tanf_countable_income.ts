import { defineUsVariable } from '../../../../../us-variable.js';
import { hiTanfNetIncome } from './hi-tanf-net-income.js';

/**
 * Hawaii TANF countable income for the amount of assistance: net earned income with the 55
 * percent disregard for adults and 36 percent for dependent children, plus unearned income (HAR
 * 17-676-54.1(d)). The disregard's later step-down (after 24 months of receipt) needs months on
 * assistance, which the model does not have.
 */
export const hi_tanf_countable_income = defineUsVariable({
  id: 'hi_tanf_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Hawaii TANF countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['HI'] },
  reference:
    'https://regulations.justia.com/states/hawaii/title-17/department-of-human-services/chapter-676/subchapter-5/section-17-676-54-1',
  formula: (f) => {
    const rates = f.p.gov.states.hi.dhs.tanf.income.earned_income_disregard;
    return hiTanfNetIncome(f, rates.adult, rates.child);
  },
});
