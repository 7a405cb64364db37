import { defineUsVariable } from '../../../../../us-variable.js';

/** Filers who may claim Oklahoma's special exemption (68 O.S. 2358(F)(2)), before the federal AGI limit: one for each head or spouse aged 65 or more, and one more for each who is blind. */
export const ok_special_exemption_count = defineUsVariable({
  id: 'ok_special_exemption_count',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oklahoma special exemptions (before the income limit)',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference: 'https://oksenate.gov/sites/default/files/2019-12/os68.pdf',
  formula: (f) => f.sum('ok_special_exemption_person'),
});
