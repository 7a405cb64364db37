import { defineUsVariable } from '../../../../../us-variable.js';
import { fiscalYearStart, povertyGuideline } from '../../../../benefit-vectors.js';

/**
 * Connecticut TFA standard of need for the month: 55 percent of the monthly poverty guideline for
 * the unit's size (C.G.S. 17b-104(a)). The guideline is the one in force on the last 1 October,
 * the date the State Plan gives its standards; the applicant's countable income may not exceed it.
 */
export const ct_tfa_need_standard = defineUsVariable({
  id: 'ct_tfa_need_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Connecticut TFA standard of need',
  unit: 'currency-USD',
  reference: 'https://www.cga.ct.gov/current/pub/chap_319s.htm#sec_17b-104',
  formula: (f) => {
    const rate = f.p.gov.states.ct.dss.tfa.standards.need_standard_rate;
    const instant = fiscalYearStart(f);
    const annual = povertyGuideline(f, f.get('spm_unit_size'), instant);
    return annual.map((a) => (a / 12) * rate);
  },
});
