import { defineUsVariable } from '../../../../us-variable.js';

/** A parent (tax unit head or spouse) certified with the children in Texas TANF; SSI recipients are left out (1 TAC 372.104). */
export const tx_tanf_eligible_parent = defineUsVariable({
  id: 'tx_tanf_eligible_parent',
  entity: 'person',
  valueType: 'bool',
  period: 'month',
  label: 'Texas TANF certified parent',
  reference: 'https://www.law.cornell.edu/regulations/texas/1-Tex-Admin-Code-SS-372-104',
  formula: (f) => {
    const parent = f.get('is_tax_unit_head_or_spouse');
    const ssi = f.get('ssi');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = parent[i] && !(ssi[i]! > 0) ? 1 : 0;
    return out;
  },
});
