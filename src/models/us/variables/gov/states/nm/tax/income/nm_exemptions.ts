import { FILING_STATUS } from '../../../../../enums.js';
import { perFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * New Mexico exemptions (PIT-ADJ; NMSA 7-2-5.2, 7-2-5.8, 7-2-5.9, 7-2-5.14), by federal AGI: the
 * exemption for each filer aged 65 or more or blind; the low- and middle-income exemption, $2,500
 * for each member of the tax unit less the reduction above the threshold, up to the income limit; the
 * medical care expense exemption for a unit with a member aged 65 or more and large medical expenses
 * (half for a separate return); and the Social Security benefits in federal AGI, up to the income
 * limit.
 */
export const nm_exemptions = defineUsVariable({
  id: 'nm_exemptions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Mexico exemptions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NM'] },
  reference: 'https://nmonesource.com/nmos/nmsa/en/item/4340/index.do',
  formula: (f) => {
    const p = f.p.gov.states.nm.tax.income.exemptions;
    const agi = f.get('adjusted_gross_income');
    const status = f.get('filing_status');
    const aged = perFilingStatus(
      f,
      {
        single: p.aged.single,
        joint: p.aged.joint,
        separate: p.aged.separate,
        head_of_household: p.aged.joint,
      },
      (table) => table.calc(agi),
    );
    const agedFilers = f.get('nm_aged_blind_filers');
    const lmi = p.low_and_middle_income;
    const limit = f.lookup(lmi.income_limit, status, FILING_STATUS);
    const threshold = f.lookup(lmi.reduction_threshold, status, FILING_STATUS);
    const rate = f.lookup(lmi.reduction_rate, status, FILING_STATUS);
    const size = f.get('tax_unit_size');
    const ages = f.members('age');
    const agedMember = new Float64Array(ages.length);
    for (let i = 0; i < ages.length; i += 1) agedMember[i] = ages[i]! >= p.aged.age ? 1 : 0;
    const anyAged = f.aggregate(agedMember, 'person', 'max');
    const medical = f.get('itemized_medical_expenses');
    const ssLimit = f.lookup(p.social_security_income_limit, status, FILING_STATUS);
    const ss = f.get('tax_unit_taxable_social_security');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const lowIncome =
        agi[i]! <= limit[i]!
          ? size[i]! * Math.max(0, lmi.amount - rate[i]! * Math.max(0, agi[i]! - threshold[i]!))
          : 0;
      const medicalExemption =
        anyAged[i]! > 0 && medical[i]! >= p.medical_expense_minimum
          ? p.medical_expense_amount / (status[i] === FILING_STATUS.codes.SEPARATE ? 2 : 1)
          : 0;
      const security = agi[i]! <= ssLimit[i]! ? ss[i]! : 0;
      out[i] = agedFilers[i]! * aged[i]! + lowIncome + medicalExemption + security;
    }
    return out;
  },
});
