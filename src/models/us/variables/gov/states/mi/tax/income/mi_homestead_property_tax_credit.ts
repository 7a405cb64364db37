import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Michigan homestead property tax credit (MI-1040CR), refundable: the property tax on the
 * homestead plus 23% of rent, less 3.2% of total household resources, times 60% (for a filer 65
 * or older, the Table A share by household resources), at most the cap; reduced by 10% for each
 * $1,000 or part of it that household resources exceed the reduction start (MCL 206.520, 206.522).
 */
export const mi_homestead_property_tax_credit = defineUsVariable({
  id: 'mi_homestead_property_tax_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Michigan homestead property tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MI'] },
  reference: 'https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-206-520',
  formula: (f) => {
    const p = f.p.gov.states.mi.tax.income.credits.homestead;
    const resources = f.get('mi_household_resources');
    const propertyTax = f.sum('real_estate_taxes');
    const rent = f.sum('rent');
    const oldest = f.max('age', { mask: 'is_tax_unit_head_or_spouse' });
    const dependent = f.get('head_is_dependent_elsewhere');
    const seniorRate = p.senior_rate.calc(resources);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (dependent[i]) continue;
      const excess = propertyTax[i]! + rent[i]! * p.rent_share - resources[i]! * p.income_share;
      if (excess <= 0) continue;
      const rate = oldest[i]! >= 65 ? seniorRate[i]! : p.rate;
      const steps = Math.ceil(Math.max(0, resources[i]! - p.reduction_start) / 1_000);
      const kept = Math.max(0, 1 - 0.1 * steps);
      out[i] = Math.min(excess * rate, p.cap) * kept;
    }
    return out;
  },
});
