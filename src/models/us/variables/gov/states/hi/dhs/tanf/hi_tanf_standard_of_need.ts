import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Hawaii TANF monthly standard of need: the 2006 federal poverty level for Hawaii for the unit's
 * size, divided by twelve and rounded down (HRS 346-53(a)); frozen since July 2007.
 */
export const hi_tanf_standard_of_need = defineUsVariable({
  id: 'hi_tanf_standard_of_need',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Hawaii TANF standard of need',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['HI'] },
  reference:
    'https://www.capitol.hawaii.gov/hrscurrent/Vol07_Ch0346-0398/HRS0346/HRS_0346-0053.htm',
  formula: (f) => {
    const fpl = f.p.gov.states.hi.dhs.tanf.standard_of_need.poverty_level_2006;
    const size = f.get('spm_unit_size');
    return size.map((n) =>
      Math.floor((fpl.first_person + fpl.additional_person * Math.max(n - 1, 0)) / 12),
    );
  },
});
