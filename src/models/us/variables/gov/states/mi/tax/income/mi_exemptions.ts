import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Michigan exemption allowance (MI-1040 line 9): the personal exemption for each filer and
 * dependent; none for a filer another return claims (MCL 206.30(2)).
 */
export const mi_exemptions = defineUsVariable({
  id: 'mi_exemptions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Michigan exemption allowance',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MI'] },
  reference: 'https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-206-30',
  formula: (f) => {
    const amount = f.p.gov.states.mi.tax.income.exemption.personal;
    const people = f.count();
    const dependent = f.get('head_is_dependent_elsewhere');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = dependent[i] ? 0 : people[i]! * amount;
    return out;
  },
});
