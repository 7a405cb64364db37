import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Louisiana FITAP flat grant for the month: the table amount for the unit's size (LAC
 * 67:III.1229(D)). A unit larger than the table's 18 persons gets the 18-person amount plus the
 * amount for the persons beyond 18, less a fixed adjustment.
 */
export const la_fitap_flat_grant = defineUsVariable({
  id: 'la_fitap_flat_grant',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Louisiana FITAP flat grant',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['LA'] },
  reference: 'https://www.law.cornell.edu/regulations/louisiana/La-Admin-Code-tit-67-SS-III-1229',
  formula: (f) => {
    const p = f.p.gov.states.la.dcfs.fitap.flat_grant;
    const largest = Object.keys(p.amount).length;
    const size = f.get('spm_unit_size');
    const base = bySize(p.amount, size);
    const beyond = bySize(
      p.amount,
      size.map((n) => n - largest),
    );
    return base.map((b, i) => (size[i]! > largest ? b + beyond[i]! - p.excess_adjustment : b));
  },
});
