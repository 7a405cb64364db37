import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Wisconsin Works (W-2) cash grant for the month: an eligible family's parent is taken to be placed
 * in a community service job with full participation, paid the monthly grant (Wis. Stat.
 * 49.148(1)(b)1). The custodial-parent-of-an-infant placement (a child under 8 weeks) cannot be
 * told from ages in years, and W-2 transition placements need an agency assessment; neither is
 * modelled.
 */
export const wi_works = defineUsVariable({
  id: 'wi_works',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Wisconsin Works',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WI'] },
  reference: 'https://docs.legis.wisconsin.gov/statutes/statutes/49/iii/148/1/b',
  formula: (f) => {
    const grant = f.p.gov.states.wi.dcf.works.community_service_job;
    const eligible = f.get('wi_works_eligible');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) if (eligible[i]) out[i] = grant;
    return out;
  },
});
