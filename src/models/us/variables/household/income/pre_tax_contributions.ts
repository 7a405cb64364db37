import { defineUsVariable } from '../../us-variable.js';

/**
 * Elective deferrals out of wages to an employer retirement plan — 401(k), 403(b), governmental
 * 457(b), SIMPLE, Thrift Savings Plan (input; a part of `employment_income`). They are excluded
 * from gross income (IRC §402(e)(3), §402(g)) but remain wages for Social Security and Medicare
 * taxes (IRC §3121(v)(1)(A)).
 */
export const pre_tax_contributions = defineUsVariable({
  id: 'pre_tax_contributions',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Elective deferrals to employer retirement plans (part of wages)',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/402#g',
    'https://www.law.cornell.edu/uscode/text/26/3121#v_1_A',
  ],
});
