import { defineUsVariable } from '../../../../../us-variable.js';
import { byCaretakersAndChildren } from './co-works-chart.js';

/**
 * Colorado Works grant standard for the month: the basic cash assistance paid to a unit of its
 * caretakers and children with no countable income (9 CCR 2503-6, 3.606.1.F).
 */
export const co_works_grant_standard = defineUsVariable({
  id: 'co_works_grant_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Colorado Works grant standard',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  reference:
    'https://www.coloradosos.gov/CCR/GenerateRulePdf.do?ruleVersionId=12030&fileName=9%20CCR%202503-6',
  formula: (f) => {
    const p = f.p.gov.states.co.cdhs.works;
    return byCaretakersAndChildren(
      f,
      p.grant_standard,
      p.grant_standard.additional_child,
      p.eligibility.minor_child_age,
    );
  },
});
