import { FILING_STATUS } from '../../../../enums.js';
import { defineUsVariable } from '../../../../us-variable.js';

/**
 * A qualifying individual for the child and dependent care credit: a dependent under 13, a
 * dependent incapable of self-care, or a spouse incapable of self-care (26 U.S.C. 21(b)(1)). On a
 * joint return each spouse is the other taxpayer's spouse, so a head incapable of self-care
 * qualifies too; a single filer is not their own qualifying individual.
 */
export const cdcc_qualifying_individual = defineUsVariable({
  id: 'cdcc_qualifying_individual',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'CDCC qualifying individual',
  reference: 'https://www.law.cornell.edu/uscode/text/26/21#b_1',
  formula: (f) => {
    const childAge = f.p.gov.irs.credits.cdcc.eligibility.child_age;
    const dependent = f.get('is_tax_unit_dependent');
    const headOrSpouse = f.get('is_tax_unit_head_or_spouse');
    const status = f.get('filing_status');
    const { JOINT } = FILING_STATUS.codes;
    const age = f.get('age');
    const incapable = f.get('is_incapable_of_self_care');
    const out = new Uint8Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) {
      out[i] =
        (dependent[i] && (age[i]! < childAge || incapable[i])) ||
        (headOrSpouse[i] && status[i] === JOINT && incapable[i])
          ? 1
          : 0;
    }
    return out;
  },
});
