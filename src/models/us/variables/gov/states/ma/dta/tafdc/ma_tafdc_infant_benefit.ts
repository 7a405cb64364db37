import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Massachusetts TAFDC infant (crib and layette) benefit for the month: the one-time amount for each
 * child under one in the unit, paid in January (106 CMR 705.600). Ages are annual inputs and
 * birth dates are not, so the model pays it once in the year the child is under one; DTA pays it
 * on request within six months of the birth.
 */
export const ma_tafdc_infant_benefit = defineUsVariable({
  id: 'ma_tafdc_infant_benefit',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Massachusetts TAFDC infant benefit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MA'] },
  reference: 'https://www.law.cornell.edu/regulations/massachusetts/106-CMR-705-600',
  formula: (f) => {
    if (Number(f.period.start.slice(5, 7)) !== 1) return f.zeros();
    const amount = f.p.gov.states.ma.dta.tafdc.infant_benefit;
    const infant = Float64Array.from(f.members('age'), (a) => (a < 1 ? 1 : 0));
    return f.aggregate(infant, 'person', 'sum').map((n) => n * amount);
  },
});
