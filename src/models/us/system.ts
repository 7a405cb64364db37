/** Assembles the US tax-benefit system: entities, enums, variables and the parameter tree. */
import { createTaxSystem, type TaxSystem } from '../../engine/index.js';
import { usEntities } from './entities.js';
import { usParameterData } from './parameters.generated.js';
import { usSourceDigest } from './source-digest.generated.js';
import { usVariables } from './variables.generated.js';
import { FILING_STATUS, STATE_CODE } from './variables/enums.js';

/** Version of the US model's rules; enters model bundle identities and artifact keys. */
export const US_MODEL_VERSION = '0.1.0';

/** Builds the US tax-benefit system (current law). */
export function createUsSystem(): TaxSystem {
  return createTaxSystem({
    id: 'us',
    version: US_MODEL_VERSION,
    entities: usEntities,
    enums: [FILING_STATUS, STATE_CODE],
    variables: usVariables,
    parameters: usParameterData,
    sourceDigest: usSourceDigest,
  });
}

/** Loads the US model: its version and a freshly built system. */
export function loadUsModel(): { readonly version: string; readonly system: TaxSystem } {
  return { version: US_MODEL_VERSION, system: createUsSystem() };
}
