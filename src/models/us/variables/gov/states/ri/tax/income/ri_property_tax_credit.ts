import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Rhode Island property tax relief credit (RI-1040H; R.I. Gen. Laws 44-33): for a filer aged 65 or
 * more or disabled, with household income (federal AGI plus the untaxed Social Security) below the
 * limit, the real estate tax plus the counted share of rent, above the table's share of household
 * income; at most the maximum, refundable.
 */
export const ri_property_tax_credit = defineUsVariable({
  id: 'ri_property_tax_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Rhode Island property tax relief credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['RI'] },
  reference: 'http://webserver.rilegislature.gov/Statutes/TITLE44/44-33/44-33-9.htm',
  formula: (f) => {
    const p = f.p.gov.states.ri.tax.income.credits;
    const filer = f.members('is_tax_unit_head_or_spouse');
    const age = f.members('age');
    const disabled = f.members('is_disabled');
    const qualifies = new Float64Array(filer.length);
    for (let j = 0; j < filer.length; j += 1)
      qualifies[j] = filer[j] && (age[j]! >= p.property_tax_age || disabled[j]) ? 1 : 0;
    const anyQualifies = f.aggregate(qualifies, 'person', 'max');
    const agi = f.get('adjusted_gross_income');
    const benefits = f.sum('social_security');
    const taxable = f.get('tax_unit_taxable_social_security');
    const income = f.zeros();
    for (let i = 0; i < f.size; i += 1) income[i] = agi[i]! + benefits[i]! - taxable[i]!;
    const oneShare = p.property_tax_income_share_one_person.calc(income);
    const manyShare = p.property_tax_income_share_multiple_people.calc(income);
    const size = f.get('tax_unit_size');
    const realEstate = f.sum('real_estate_taxes');
    const rent = f.sum('rent');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const share = size[i]! > 1 ? manyShare[i]! : oneShare[i]!;
      // A zero share is the row above the income limit: no credit.
      if (!anyQualifies[i] || share <= 0) continue;
      const housing = realEstate[i]! + p.property_tax_rent_share * rent[i]!;
      out[i] = Math.min(p.property_tax_max, Math.max(0, housing - share * income[i]!));
    }
    return out;
  },
});
