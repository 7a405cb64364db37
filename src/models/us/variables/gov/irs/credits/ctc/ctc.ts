import { defineUsVariable } from '../../../../us-variable.js';

/** Child tax credit (with the credit for other dependents) after the phase-out, before the tax limit. */
export const ctc = defineUsVariable({
  id: 'ctc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Child tax credit',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/24',
  formula: (f) => {
    const maximum = f.get('ctc_maximum_with_arpa_addition');
    const reduction = f.get('ctc_phase_out');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = Math.max(0, maximum[i]! - reduction[i]!);
    return out;
  },
});
