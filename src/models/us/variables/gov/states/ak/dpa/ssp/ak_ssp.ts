import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Alaska Adult Public Assistance, the state supplement to SSI, for the year: an Alaska SSI-eligible
 * adult receives the monthly payment standard of their claim type (an individual, a member of a
 * couple who are both eligible, who share the couple amount, or an eligible person with an
 * ineligible spouse), less any countable income above the federal benefit rate
 * (AS 47.25.430-47.25.615). Everyone is taken to live independently: no input gives another living
 * arrangement.
 */
export const ak_ssp = defineUsVariable({
  id: 'ak_ssp',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Alaska Adult Public Assistance (SSI state supplement)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AK'] },
  reference: [
    'https://www.akleg.gov/basis/statutes.asp#47.25.430',
    'https://www.ssa.gov/policy/docs/progdesc/ssi_st_asst/2011/ak.pdf',
  ],
  formula: (f) => {
    const p = f.p.gov.states.ak.dpa.ssp;
    const age = f.get('age');
    const eligible = f.get('is_ssi_eligible_individual');
    const unitEligible = f.get('ssi_marital_eligible_count');
    const unitSize = f.get('marital_unit_size_for_benefits');
    const uncapped = f.get('uncapped_ssi');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (!eligible[i] || age[i]! < p.min_age) continue;
      const monthly =
        unitEligible[i]! >= 2
          ? p.payment_standard.COUPLE_BOTH_ELIGIBLE / 2
          : unitSize[i]! === 2
            ? p.payment_standard.COUPLE_ONE_ELIGIBLE
            : p.payment_standard.INDIVIDUAL;
      // Countable income above the federal rate (a negative uncapped SSI) reduces the supplement.
      out[i] = Math.max(monthly * 12 - Math.max(-uncapped[i]!, 0), 0);
    }
    return out;
  },
});
