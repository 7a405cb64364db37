import { defineUsVariable } from '../../../../us-variable.js';

/** Earned income tax credit (refundable), for tax units that claim it (`takes_up_eitc`, true by default). */
export const eitc = defineUsVariable({
  id: 'eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Earned income tax credit',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/32',
  definedFor: 'takes_up_eitc',
  formula: (f) => {
    const eligible = f.get('eitc_eligible');
    const maximum = f.get('eitc_maximum');
    const phasedIn = f.get('eitc_phased_in');
    const reduction = f.get('eitc_reduction');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) {
      if (eligible[i]) out[i] = Math.max(0, Math.min(phasedIn[i]!, maximum[i]! - reduction[i]!));
    }
    return out;
  },
});
