import { defineUsVariable } from '../../../../us-variable.js';

/** A child who can be certified for Texas TANF: under the minor-child age and not receiving SSI (1 TAC 372.101, 372.104). */
export const tx_tanf_eligible_child = defineUsVariable({
  id: 'tx_tanf_eligible_child',
  entity: 'person',
  valueType: 'bool',
  period: 'month',
  label: 'Texas TANF eligible child',
  reference: [
    'https://www.hhs.texas.gov/handbooks/texas-works-handbook/a-220-tanf',
    'https://www.law.cornell.edu/regulations/texas/1-Tex-Admin-Code-SS-372-104',
  ],
  formula: (f) => {
    const limit = f.p.gov.states.tx.tanf.minor_child_age;
    const age = f.get('age');
    const ssi = f.get('ssi');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = age[i]! < limit && !(ssi[i]! > 0) ? 1 : 0;
    return out;
  },
});
