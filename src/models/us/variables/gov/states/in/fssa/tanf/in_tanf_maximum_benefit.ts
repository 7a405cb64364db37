import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Indiana TANF maximum monthly payment for the assistance group's size: from July 2024 $248 for
 * one person, $409 for two and $104 for each further member (IC 12-14-2-5; FSSA Program Policy
 * Manual 3050.10.00). From July 2025 it is also the net income standard.
 */
export const in_tanf_maximum_benefit = defineUsVariable({
  id: 'in_tanf_maximum_benefit',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Indiana TANF maximum benefit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IN'] },
  reference: [
    'https://casetext.com/statute/indiana-code/title-12-human-services/article-14-family-assistance-services/chapter-2-temporary-assistance-for-needy-families-granting-of-assistance/section-12-14-2-5-amount-of-need-recognized-and-payment-made-maximum-amounts',
    'https://www.in.gov/fssa/dfr/files/3000.pdf#page=7',
  ],
  formula: (f) => {
    const p = f.p.gov.states.in.fssa.tanf.maximum_benefit;
    return bySize(p.amount, f.get('spm_unit_size'), p.additional_member);
  },
});
