import { defineUsVariable } from '../../../../../us-variable.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Maryland TCA countable earned income for the month: wages less the 20 percent applicant
 * disregard, plus self-employment income less its 50 percent disregard, less the child care
 * deduction, not below zero (Md. Code, Human Services 5-310(a); COMAR 07.03.03.13).
 */
export const md_tca_countable_earned_income = defineUsVariable({
  id: 'md_tca_countable_earned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Maryland TCA countable earned income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference: 'https://dsd.maryland.gov/regulations/Pages/07.03.03.13.aspx',
  formula: (f) => {
    const p = f.p.gov.states.md.dhs.tca.income.earned_income_disregard;
    const wages = sumVariables(f, ['employment_income'], 'members');
    const selfEmployment = sumVariables(f, ['self_employment_income'], 'members');
    const care = f.get('md_tca_dependent_care_deduction');
    return wages.map((w, i) => {
      const earned =
        Math.max(w, 0) * (1 - p.rate) +
        Math.max(selfEmployment[i]!, 0) * (1 - p.self_employment_rate);
      return Math.max(earned - care[i]!, 0);
    });
  },
});
