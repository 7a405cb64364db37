import { defineUsVariable } from '../../../../../us-variable.js';

/** A child who can be in an Illinois TANF unit: under the minor-child age and not receiving SSI (89 Ill. Adm. Code 112.30, 112.70). */
export const il_tanf_eligible_child = defineUsVariable({
  id: 'il_tanf_eligible_child',
  entity: 'person',
  valueType: 'bool',
  period: 'month',
  label: 'Illinois TANF eligible child',
  reference: 'https://www.law.cornell.edu/regulations/illinois/Ill-Admin-Code-tit-89-SS-112.30',
  formula: (f) => {
    const limit = f.p.gov.states.il.dhs.tanf.minor_child_age;
    const age = f.get('age');
    const ssi = f.get('ssi');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = age[i]! < limit && !(ssi[i]! > 0) ? 1 : 0;
    return out;
  },
});
