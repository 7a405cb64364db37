import { defineUsVariable } from '../../../../us-variable.js';

/** A head or spouse within the EITC age range for filers without qualifying children (25 to 64). */
export const eitc_age_eligible_filer = defineUsVariable({
  id: 'eitc_age_eligible_filer',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Filer meets the EITC age test',
  reference: 'https://www.law.cornell.edu/uscode/text/26/32#c_1_A',
  formula: (f) => {
    const p = f.p.gov.irs.credits.eitc.eligibility;
    const filer = f.get('is_tax_unit_head_or_spouse');
    const age = f.get('age');
    const out = new Uint8Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1)
      out[i] = filer[i] && age[i]! >= p.min_age && age[i]! < p.max_age ? 1 : 0;
    return out;
  },
});
