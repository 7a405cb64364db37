import { defineUsVariable } from '../../../../../us-variable.js';
import { fiscalYearStart, povertyGuideline } from '../../../../benefit-vectors.js';

/**
 * Delaware TANF standard of need for the month: 75% of the monthly federal poverty guideline for
 * the unit's size, rounded to a whole dollar. DSS resets it each 1 October, so a month uses the
 * guidelines in force on the last 1 October (16 Del. Admin. Code 4000-4008; DSS TANF tables).
 */
export const de_tanf_standard_of_need = defineUsVariable({
  id: 'de_tanf_standard_of_need',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Delaware TANF standard of need',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DE'] },
  reference: [
    'https://www.law.cornell.edu/regulations/delaware/16-Del-Admin-Code-SS-4000-4008',
    'http://www.dhss.delaware.gov/dss/tanfcalculator.html',
  ],
  formula: (f) => {
    const rate = f.p.gov.states.de.dhss.tanf.standard_of_need_rate;
    const annual = povertyGuideline(f, f.get('spm_unit_size'), fiscalYearStart(f));
    return annual.map((a) => Math.round((a / 12) * rate));
  },
});
