import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/** Caretakers the standard of need chart counts at most (a caretaker relative and a spouse). */
const MAX_CARETAKERS = 2;

/**
 * North Dakota TANF standard of need for the month, from the chart by caretakers and children
 * (ND TANF Manual 400-19-110-05; N.D. Admin. Code 75-02-01.2-35). The unit's adults are its
 * caretakers (at most two) and its members under the child age its children; a unit with no adult
 * is a child-only case. Ineligible members (SSI recipients, non-qualified aliens) are not modelled.
 */
export const nd_tanf_standard_of_need = defineUsVariable({
  id: 'nd_tanf_standard_of_need',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'North Dakota TANF standard of need',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ND'] },
  reference: 'https://www.nd.gov/dhs/policymanuals/40019/400_19_110_05.htm',
  formula: (f) => {
    const p = f.p.gov.states.nd.hhs.tanf;
    const minorAge = p.eligibility.minor_child_age;
    const age = f.members('age');
    const child = Uint8Array.from(age, (a) => (a < minorAge ? 1 : 0));
    const adult = Uint8Array.from(age, (a) => (a < minorAge ? 0 : 1));
    const children = f.aggregate(child, 'person', 'sum');
    const adults = f.aggregate(adult, 'person', 'sum');
    const sizes = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      sizes[i] = Math.min(adults[i]!, MAX_CARETAKERS) + children[i]!;
    }
    const withCaretaker = bySize(p.standard_of_need.amount, sizes);
    const childOnly = bySize(p.standard_of_need.child_only, children);
    return withCaretaker.map((amount, i) => (adults[i]! > 0 ? amount : childOnly[i]!));
  },
});
