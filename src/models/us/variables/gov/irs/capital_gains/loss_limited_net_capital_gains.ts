import { byFilingStatus } from '../../../tax-vectors.js';
import { defineUsVariable } from '../../../us-variable.js';

/** Net capital gain or loss included in gross income: a net loss counts only up to the loss limit. */
export const loss_limited_net_capital_gains = defineUsVariable({
  id: 'loss_limited_net_capital_gains',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Loss-limited net capital gains',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/1211#b',
  formula: (f) => {
    const lt = f.sum('long_term_capital_gains');
    const st = f.sum('short_term_capital_gains');
    const limit = byFilingStatus(f, f.p.gov.irs.capital_gains.loss_limit);
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = Math.max(lt[i]! + st[i]!, -limit[i]!);
    return out;
  },
});
