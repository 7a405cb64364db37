import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Nebraska Aid to Dependent Children gross earned income for the month: the unit's wages and net
 * self-employment income (468 NAC 2-009.01). Self-employment income is taken net of the operating
 * expenses itemised on the tax return (468 NAC 2-009.01(A)(i)(2)), which the model's input
 * already is, so the 49 percent standard disregard for undocumented expenses is not applied.
 * Earnings of children attending school are excluded by Neb. Rev. Stat. 68-1726(3); school
 * attendance is not an input, so every member's earnings count.
 */
export const ne_adc_gross_earned_income = defineUsVariable({
  id: 'ne_adc_gross_earned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Nebraska ADC gross earned income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NE'] },
  reference: [
    'https://nebraskalegislature.gov/laws/statutes.php?statute=68-1726',
    'https://casetext.com/regulation/nebraska-administrative-code/health-and-human-services-system/title-468-aid-to-dependent-children-adc/chapter-2-eligibility-requirements/section-468-2-009-income',
  ],
  formula: (f) => sumVariables(f, TANF_EARNED_SOURCES, 'members').map((e) => Math.max(e, 0)),
});
