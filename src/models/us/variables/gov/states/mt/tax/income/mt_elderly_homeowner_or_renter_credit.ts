import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Montana elderly homeowner/renter credit (MCA 15-30-2337 to 2341; Form 2EC), refundable: for a
 * household with a filer 62 or more, the property tax paid plus 15% of the rent, less the table's
 * share of net household income (gross household income less $12,600), at most $1,150, times the
 * multiplier for gross household income (none from $45,000). Gross household income here is
 * federal AGI plus tax-exempt interest and the untaxed parts of pensions and Social Security.
 */
export const mt_elderly_homeowner_or_renter_credit = defineUsVariable({
  id: 'mt_elderly_homeowner_or_renter_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Montana elderly homeowner/renter credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MT'] },
  reference:
    'https://leg.mt.gov/bills/mca/title_0150/chapter_0300/part_0230/section_0400/0150-0300-0230-0400.html',
  formula: (f) => {
    const p = f.p.gov.states.mt.tax.income.credits.elderly_homeowner_or_renter;
    const oldest = f.max('age', { mask: 'is_tax_unit_head_or_spouse' });
    const agi = f.get('adjusted_gross_income');
    const exempt = f.sum('tax_exempt_interest_income');
    const pensions = f.sum('pension_income');
    const taxablePensions = f.sum('taxable_pension_income');
    const socialSecurity = f.sum('social_security');
    const taxableSocialSecurity = f.get('tax_unit_taxable_social_security');
    const realEstate = f.sum('real_estate_taxes');
    const rent = f.sum('rent');
    const gross = f.zeros();
    const net = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      gross[i] =
        Math.max(0, agi[i]!) +
        exempt[i]! +
        Math.max(0, pensions[i]! - taxablePensions[i]!) +
        Math.max(0, socialSecurity[i]! - taxableSocialSecurity[i]!);
      net[i] = Math.max(0, gross[i]! - p.standard_exclusion);
    }
    const rate = p.reduction_rate.calc(net);
    const multiplier = p.multiplier.calc(gross);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (oldest[i]! < p.age) continue;
      const tax = realEstate[i]! + p.rent_share * rent[i]!;
      out[i] = Math.min(p.cap, Math.max(0, tax - rate[i]! * net[i]!)) * multiplier[i]!;
    }
    return out;
  },
});
