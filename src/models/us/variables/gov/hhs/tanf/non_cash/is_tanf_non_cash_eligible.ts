import { defineUsVariable } from '../../../../us-variable.js';
import { byState } from '../../../benefit-vectors.js';

/**
 * Eligible for the TANF-funded non-cash benefit through which the state confers broad-based
 * categorical eligibility for SNAP: gross income within the state's limit (a higher limit may apply
 * to households with an elderly or disabled member) and, where the state keeps it, the net income
 * test (7 CFR 273.2(j)(2)). States without such a policy have a limit of 0.
 */
export const is_tanf_non_cash_eligible = defineUsVariable({
  id: 'is_tanf_non_cash_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for SNAP broad-based categorical eligibility',
  reference: 'https://www.law.cornell.edu/cfr/text/7/273.2#j_2',
  formula: (f) => {
    const p = f.p.gov.hhs.tanf.non_cash.income_limit;
    const gross = byState(f, p.gross);
    const grossEd = byState(f, p.gross_hheod);
    const netApplies = byState(f, p.net_applies.non_hheod);
    const netAppliesEd = byState(f, p.net_applies.hheod);
    const elderlyDisabled = f.get('has_usda_elderly_disabled');
    const income = f.get('snap_gross_income');
    const net = f.get('snap_net_income');
    const fpg = f.get('snap_fpg');
    const netLimit = f.p.gov.usda.snap.income.limit.net;
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const ed = elderlyDisabled[i] !== 0;
      const limit = ed ? grossEd[i]! : gross[i]!;
      if (!(limit > 0) || income[i]! > limit * fpg[i]!) continue;
      const netTest = ed ? netAppliesEd[i]! : netApplies[i]!;
      out[i] = !netTest || net[i]! <= netLimit * fpg[i]! ? 1 : 0;
    }
    return out;
  },
});
