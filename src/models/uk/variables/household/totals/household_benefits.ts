import { defineUkVariable, perRow } from '../../uk-variable.js';

/** Benefits of the household: Child Benefit, Universal Credit, Pension Credit, Housing Benefit, tax credits, the State Pension, Scottish Child Payment and two-child limit payment, the winter fuel payment and Council Tax Reduction. */
export const household_benefits = defineUkVariable({
  id: 'household_benefits',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'Household benefits',
  unit: 'currency-GBP',
  formula: (f) => {
    const plus = [
      f.sum('child_benefit'),
      f.sum('universal_credit'),
      f.sum('pension_credit'),
      f.sum('housing_benefit'),
      f.sum('working_tax_credit'),
      f.sum('child_tax_credit'),
      f.sum('state_pension'),
      f.sum('scottish_child_payment'),
      f.sum('two_child_limit_payment'),
      f.get('winter_fuel_allowance'),
      f.get('council_tax_reduction'),
    ];
    return perRow(f, (i) => plus.reduce((s, v) => s + v[i]!, 0));
  },
});
