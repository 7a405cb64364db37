import { defineUsVariable } from '../../../../us-variable.js';

/** EITC phased in: the credit rate times earned income, up to the maximum. */
export const eitc_phased_in = defineUsVariable({
  id: 'eitc_phased_in',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Phased-in EITC',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/32#a_1',
  formula: (f) => {
    const children = f.get('eitc_child_count');
    const rate = f.p.gov.irs.credits.eitc.phase_in_rate.calc(children);
    const maximum = f.get('eitc_maximum');
    const earned = f.get('filer_adjusted_earnings');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1)
      out[i] = Math.min(maximum[i]!, rate[i]! * Math.max(0, earned[i]!));
    return out;
  },
});
