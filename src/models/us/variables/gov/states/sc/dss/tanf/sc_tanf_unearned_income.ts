import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Unearned income South Carolina Family Independence counts that the model knows: the federal
 * baseline's sources and capital gains, which the Department lists among unearned income (SC DSS
 * TANF Policy Manual Section 7.1, as PolicyEngine-US reads it).
 */
const SC_TANF_UNEARNED_SOURCES = [
  ...TANF_UNEARNED_SOURCES,
  'long_term_capital_gains',
  'short_term_capital_gains',
] as const;

/**
 * South Carolina Family Independence monthly gross unearned income of the family, counted in full
 * (net, so a capital loss offsets other unearned income, not below zero).
 */
export const sc_tanf_unearned_income = defineUsVariable({
  id: 'sc_tanf_unearned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'South Carolina Family Independence unearned income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['SC'] },
  reference: [
    'https://dss.sc.gov/media/ojqddxsk/tanf-policy-manual-volume-65.pdf#page=101',
    'https://regulations.justia.com/states/south-carolina/chapter-114/article-11/section-114-1150',
  ],
  formula: (f) => sumVariables(f, SC_TANF_UNEARNED_SOURCES, 'members').map((u) => Math.max(u, 0)),
});
