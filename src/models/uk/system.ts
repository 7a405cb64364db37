/** Assembles the UK tax-benefit system: entities, enums, variables and the parameter tree. */
import { createTaxSystem, type TaxSystem } from '../../engine/index.js';
import { ukEntities } from './entities.js';
import { ukParameterData } from './parameters.generated.js';
import { ukSourceDigest } from './source-digest.generated.js';
import { ukVariables } from './variables.generated.js';
import { REGION, TENURE_TYPE } from './variables/enums.js';

/** Version of the UK model's rules; enters model bundle identities and artifact keys. */
export const UK_MODEL_VERSION = '0.1.0';

/** Builds the UK tax-benefit system (current law). */
export function createUkSystem(): TaxSystem {
  return createTaxSystem({
    id: 'uk',
    version: UK_MODEL_VERSION,
    entities: ukEntities,
    enums: [REGION, TENURE_TYPE],
    variables: ukVariables,
    parameters: ukParameterData,
    sourceDigest: ukSourceDigest,
  });
}

/** Loads the UK model: its version and a freshly built system. */
export function loadUkModel(): { readonly version: string; readonly system: TaxSystem } {
  return { version: UK_MODEL_VERSION, system: createUkSystem() };
}
