import { defineUsVariable } from '../../../../us-variable.js';

/** Refundable part of the child tax credit available for a qualifying child. */
export const ctc_refundable_individual_maximum = defineUsVariable({
  id: 'ctc_refundable_individual_maximum',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Refundable child tax credit maximum for the child',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/24#h_5',
  formula: (f) => {
    const qualifying = f.get('ctc_qualifying_child');
    const child = f.get('ctc_child_individual_maximum');
    const cap = f.p.gov.irs.credits.ctc.refundable.individual_max;
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) if (qualifying[i]) out[i] = Math.min(child[i]!, cap);
    return out;
  },
});
