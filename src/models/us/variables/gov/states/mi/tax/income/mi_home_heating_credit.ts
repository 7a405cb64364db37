import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Michigan home heating credit (MI-1040CR-7), standard credit, refundable: the standard allowance
 * for the number of exemptions less 3.5% of total household resources, times the share paid that
 * year (MCL 206.527a). The alternate credit needs heating costs, which are not an input.
 */
export const mi_home_heating_credit = defineUsVariable({
  id: 'mi_home_heating_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Michigan home heating credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MI'] },
  reference: 'https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-206-527a',
  formula: (f) => {
    const p = f.p.gov.states.mi.tax.income.credits.home_heating;
    const resources = f.get('mi_household_resources');
    const people = f.count();
    const dependent = f.get('head_is_dependent_elsewhere');
    const table = p.allowance.calc(people);
    const top = p.allowance.thresholds[p.allowance.thresholds.length - 1]!;
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (dependent[i]) continue;
      const allowance = table[i]! + Math.max(0, people[i]! - top) * p.additional_allowance;
      out[i] = Math.max(0, allowance - resources[i]! * p.income_share) * p.paid_share;
    }
    return out;
  },
});
