import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Arizona Cash Assistance monthly payment standard: the annual 1992 poverty level for the unit's
 * size times 36 percent (A1) when the unit pays or owes shelter costs - rent, real estate taxes or
 * a mortgage - and that amount less 37 percent (A2) otherwise, divided by 12 and rounded to the
 * dollar as in DES's A1 and A2 tables (A.R.S. 46-207, 46-207.01; A.A.C. R6-12-705).
 */
export const az_tanf_payment_standard = defineUsVariable({
  id: 'az_tanf_payment_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Arizona Cash Assistance payment standard',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AZ'] },
  reference: [
    'https://www.azleg.gov/ars/46/00207-01.htm',
    'https://dbmefaapolicy.azdes.gov/FAA5/CA_Payment_Standard_(A1_2fA2).html',
  ],
  formula: (f) => {
    const p = f.p.gov.states.az.des.tanf.payment_standard;
    const size = f.get('spm_unit_size');
    const housing = f.get('housing_cost');
    const mortgage = f.sum('home_mortgage_interest');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const fpl1992 =
        p.poverty_level_1992.first_person +
        p.poverty_level_1992.additional_person * Math.max(size[i]! - 1, 0);
      const shelter = housing[i]! > 0 || mortgage[i]! > 0;
      const rate = shelter ? p.rate : p.rate * (1 - p.no_shelter_reduction);
      out[i] = Math.round((fpl1992 * rate) / 12);
    }
    return out;
  },
});
