import { defineUsVariable } from '../../../us-variable.js';

/** The family receives TANF, SSI or SNAP, which makes its children eligible for Head Start (45 CFR 1302.12(c)(1)(ii)). */
export const is_head_start_categorically_eligible = defineUsVariable({
  id: 'is_head_start_categorically_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'year',
  label: 'Categorically eligible for Head Start',
  reference: 'https://www.ecfr.gov/current/title-45/section-1302.12',
  formula: (f) => {
    const tanf = f.get('tanf');
    const snap = f.get('snap');
    const ssi = f.sum('ssi');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] = tanf[i]! > 0 || snap[i]! > 0 || ssi[i]! > 0 ? 1 : 0;
    return out;
  },
});
