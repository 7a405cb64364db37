import { defineUsVariable } from '../../../../us-variable.js';

/** A dependent who is a qualifying child for the child tax credit (under 17). */
export const ctc_qualifying_child = defineUsVariable({
  id: 'ctc_qualifying_child',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Child tax credit qualifying child',
  reference: 'https://www.law.cornell.edu/uscode/text/26/24#c',
  formula: (f) => {
    const dependent = f.get('is_tax_unit_dependent');
    const age = f.get('age');
    const base = f.p.gov.irs.credits.ctc.amount.base;
    // The age from which the scale's amount is zero ends qualification (17 under current law).
    const limit = base.thresholds[base.values.findIndex((v) => v === 0)] ?? Infinity;
    const out = new Uint8Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = dependent[i] && age[i]! < limit ? 1 : 0;
    return out;
  },
});
