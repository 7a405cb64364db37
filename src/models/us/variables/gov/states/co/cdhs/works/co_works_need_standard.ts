import { defineUsVariable } from '../../../../../us-variable.js';
import { byCaretakersAndChildren } from './co-works-chart.js';

/**
 * Colorado Works need standard for the month: the chart amount for the unit's caretakers and
 * children, the ceiling on its income at the eligibility test (9 CCR 2503-6, 3.605.2, 3.606.1.F).
 */
export const co_works_need_standard = defineUsVariable({
  id: 'co_works_need_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Colorado Works need standard',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  reference:
    'https://www.coloradosos.gov/CCR/GenerateRulePdf.do?ruleVersionId=12030&fileName=9%20CCR%202503-6',
  formula: (f) => {
    const p = f.p.gov.states.co.cdhs.works;
    return byCaretakersAndChildren(
      f,
      p.need_standard,
      p.need_standard.additional_child,
      p.eligibility.minor_child_age,
    );
  },
});
