/** Alaska Adult Public Assistance: the state supplement to SSI (AS 47.25.430-47.25.615). */
import type { VariableDef } from '../../../../../engine/index.js';
import { ak_ssp } from './ak_ssp.js';

/** Every variable of the Alaska SSI state supplement. */
export const akSspVariables: readonly VariableDef[] = [ak_ssp];
