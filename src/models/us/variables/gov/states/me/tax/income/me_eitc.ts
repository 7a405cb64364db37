import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Maine earned income credit (36 MRSA 5219-S), refundable: a share of the federal credit with a
 * qualifying child; without one, a larger share of the federal credit figured as if a filer aged
 * 18 to the federal maximum age met the federal minimum age.
 */
export const me_eitc = defineUsVariable({
  id: 'me_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maine earned income credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ME'] },
  reference: 'https://legislature.maine.gov/statutes/36/title36sec5219-S.html',
  formula: (f) => {
    const p = f.p.gov.states.me.tax.income.credits.eitc;
    const federal = f.p.gov.irs.credits.eitc;
    const children = f.get('eitc_child_count');
    const credit = f.get('eitc');
    const phasedIn = f.get('eitc_phased_in');
    const maximum = f.get('eitc_maximum');
    const reduction = f.get('eitc_reduction');
    const investment = f.get('eitc_relevant_investment_income');
    const dependent = f.get('head_is_dependent_elsewhere');
    const filer = f.members('is_tax_unit_head_or_spouse');
    const age = f.members('age');
    const unit = f.memberIndex();
    const ageOk = new Uint8Array(f.size);
    for (let j = 0; j < unit.length; j += 1)
      if (filer[j] && age[j]! >= p.childless_min_age && age[j]! <= federal.eligibility.max_age)
        ageOk[unit[j]!] = 1;
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (children[i]! > 0) {
        out[i] = p.with_child * credit[i]!;
        continue;
      }
      const eligible =
        ageOk[i] && !dependent[i] && investment[i]! <= federal.phase_out.max_investment_income;
      if (eligible)
        out[i] = p.childless * Math.max(0, Math.min(phasedIn[i]!, maximum[i]! - reduction[i]!));
    }
    return out;
  },
});
