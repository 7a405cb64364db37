import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Illinois earned income credit (Schedule IL-E/EIC Step 4), refundable: 20% of the federal credit
 * figured with Illinois' age rule, under which a filer without a qualifying child qualifies from
 * age 18 with no upper age (35 ILCS 5/212); the federal credit's other tests apply.
 */
export const il_eitc = defineUsVariable({
  id: 'il_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Illinois earned income credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IL'] },
  reference: 'https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=003500050K212',
  formula: (f) => {
    const p = f.p.gov.states.il.tax.income.credits;
    const limit = f.p.gov.irs.credits.eitc.phase_out.max_investment_income;
    const claims = f.get('takes_up_eitc');
    const children = f.get('eitc_child_count');
    const investment = f.get('eitc_relevant_investment_income');
    const dependent = f.get('head_is_dependent_elsewhere');
    const oldest = f.max('age', { mask: 'is_tax_unit_head_or_spouse' });
    const maximum = f.get('eitc_maximum');
    const phasedIn = f.get('eitc_phased_in');
    const reduction = f.get('eitc_reduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const ageOk = children[i]! > 0 || oldest[i]! >= p.eitc_childless_min_age;
      if (!claims[i] || dependent[i] || investment[i]! > limit || !ageOk) continue;
      const federal = Math.max(0, Math.min(phasedIn[i]!, maximum[i]! - reduction[i]!));
      out[i] = federal * p.eitc_match;
    }
    return out;
  },
});
