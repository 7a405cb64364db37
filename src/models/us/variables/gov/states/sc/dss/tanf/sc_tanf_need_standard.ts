import { defineUsVariable } from '../../../../../us-variable.js';
import { fiscalYearStart, povertyGuideline } from '../../../../benefit-vectors.js';

/**
 * South Carolina Family Independence monthly need standard: half the monthly poverty guideline for
 * the family's size, rounded down to a whole dollar. The Department resets it each 1 October, so a
 * month uses the guidelines in force on the last 1 October (S.C. Code Regs. 114-1140(A)(2), (4);
 * SC DSS TANF Policy Manual Section 8.15).
 */
export const sc_tanf_need_standard = defineUsVariable({
  id: 'sc_tanf_need_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'South Carolina Family Independence need standard',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['SC'] },
  reference: [
    'https://regulations.justia.com/states/south-carolina/chapter-114/article-11/section-114-1140',
    'https://dss.sc.gov/media/ojqddxsk/tanf-policy-manual-volume-65.pdf#page=131',
  ],
  formula: (f) => {
    const rate = f.p.gov.states.sc.dss.tanf.need_standard_rate;
    const annual = povertyGuideline(f, f.get('spm_unit_size'), fiscalYearStart(f));
    // A cent of slack so that an exact product is not rounded down by floating-point error.
    return annual.map((a) => Math.floor((a / 12) * rate + 1e-9));
  },
});
