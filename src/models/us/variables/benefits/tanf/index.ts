/** TANF: the state cash-assistance programs and the federal total that sums them. */
import type { VariableDef } from '../../../../../engine/index.js';
import { akTanfId, akTanfVariables } from './states/ak/index.js';
import { flTanfId, flTanfVariables } from './states/fl/index.js';
import { nhTanfId, nhTanfVariables } from './states/nh/index.js';
import { nvTanfId, nvTanfVariables } from './states/nv/index.js';
import { sdTanfId, sdTanfVariables } from './states/sd/index.js';
import { tnTanfId, tnTanfVariables } from './states/tn/index.js';
import { txTanfId, txTanfVariables } from './states/tx/index.js';
import { wyTanfId, wyTanfVariables } from './states/wy/index.js';
import { defineTanf } from './tanf.js';

const STATE_TANF_IDS = [
  akTanfId,
  flTanfId,
  nhTanfId,
  nvTanfId,
  sdTanfId,
  tnTanfId,
  txTanfId,
  wyTanfId,
].filter((id): id is string => id !== null);

/** Every TANF variable: each state's program and `tanf`. */
export const tanfVariables: readonly VariableDef[] = [
  ...akTanfVariables,
  ...flTanfVariables,
  ...nhTanfVariables,
  ...nvTanfVariables,
  ...sdTanfVariables,
  ...tnTanfVariables,
  ...txTanfVariables,
  ...wyTanfVariables,
  defineTanf(STATE_TANF_IDS),
];
