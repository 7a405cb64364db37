import { defineUkVariable, perRow } from '../../uk-variable.js';

/** Benefits of the household: Child Benefit, Universal Credit, Pension Credit, Housing Benefit, tax credits, the State Pension, Scottish Child Payment and two-child limit payment, the winter fuel payment, Council Tax Reduction and the in-kind early years entitlements (universal, targeted and working-parent funded hours, England) and the Tax-Free Childcare top-up. */
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
      f.sum('universal_childcare_entitlement'),
      f.sum('targeted_childcare_entitlement'),
      f.sum('extended_childcare_entitlement'),
      f.sum('tax_free_childcare'),
    ];
    return perRow(f, (i) => plus.reduce((s, v) => s + v[i]!, 0));
  },
});
