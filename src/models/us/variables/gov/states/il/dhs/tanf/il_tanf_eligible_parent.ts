import { defineUsVariable } from '../../../../../us-variable.js';

/** A parent (tax unit head or spouse) in the Illinois TANF unit with the children; SSI recipients are left out (89 Ill. Adm. Code 112.70). */
export const il_tanf_eligible_parent = defineUsVariable({
  id: 'il_tanf_eligible_parent',
  entity: 'person',
  valueType: 'bool',
  period: 'month',
  label: 'Illinois TANF unit parent',
  reference: 'https://www.law.cornell.edu/regulations/illinois/Ill-Admin-Code-tit-89-SS-112.70',
  formula: (f) => {
    const parent = f.get('is_tax_unit_head_or_spouse');
    const child = f.get('il_tanf_eligible_child');
    const ssi = f.get('ssi');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = parent[i] && !child[i] && !(ssi[i]! > 0) ? 1 : 0;
    return out;
  },
});
