import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { leafValueAt, listLeaves, type TaxSystem } from '../../engine/index.js';
import { ApiCode, ApiFailureError } from '../failure-status.js';
import {
  MetadataSchema,
  ParametersQuerySchema,
  ParametersResponseSchema,
  VariablesQuerySchema,
  VariablesResponseSchema,
} from '../schemas.js';
import { Scope } from '../tokens.js';
import { FAILURE_RESPONSES } from './calculate-routes.js';

/** A bracket leaf's path in the reform convention: `…base[0].amount`, as reforms write it. */
const reformPath = (path: string): string => path.replace(/\.brackets\[/g, '[');

const contains = (needle: string | undefined, ...hay: (string | undefined)[]): boolean =>
  needle === undefined ||
  hay.some((h) => h !== undefined && h.toLowerCase().includes(needle.toLowerCase()));

/** Registers `GET /metadata`, `GET /variables` and `GET /parameters` (scope `read`). */
export function registerMetadataRoutes(
  app: FastifyInstance,
  options: { readonly countries: Readonly<Record<string, TaxSystem>>; readonly apiVersion: string },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const systemOf = (country: string): TaxSystem => {
    const system = options.countries[country];
    if (system === undefined)
      throw new ApiFailureError(
        ApiCode.invalidRequest,
        `querystring.country: no model serves ${country}; served: ${Object.keys(options.countries).join(', ')}`,
      );
    return system;
  };
  // The parameter leaves, listed once per system.
  const leavesOf = new Map(
    Object.entries(options.countries).map(([id, s]) => [id, listLeaves(s.parameters)]),
  );
  const common = { config: { scope: Scope.read }, security: [{ bearer: [] }] } as const;

  typed.get(
    '/metadata',
    {
      config: common.config,
      schema: {
        summary: 'The API version and the country models it serves',
        security: common.security,
        response: { 200: MetadataSchema, ...FAILURE_RESPONSES },
      },
    },
    async () => ({
      api: { version: options.apiVersion },
      countries: Object.entries(options.countries).map(([id, s]) => ({
        id,
        modelVersion: s.spec.version,
        rulesHash: s.hash,
        variables: s.variables.size,
        parameters: leavesOf.get(id)!.length,
        entities: s.entities.map((e) => ({
          key: e.key,
          plural: e.plural,
          label: e.label,
          roles: e.roles.map((r) => r.plural),
        })),
      })),
    }),
  );

  typed.get(
    '/variables',
    {
      config: common.config,
      schema: {
        summary: 'Variables whose id or label contains the search text',
        security: common.security,
        querystring: VariablesQuerySchema,
        response: { 200: VariablesResponseSchema, ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const { country, search, limit } = request.query;
      const found = [...systemOf(country).variables.values()].filter((v) =>
        contains(search, v.id, v.label),
      );
      return {
        total: found.length,
        variables: found.slice(0, limit).map((v) => ({
          id: v.id,
          entity: v.entity,
          valueType: v.valueType,
          period: v.period,
          label: v.label,
          ...(v.unit === undefined ? {} : { unit: v.unit }),
          reference: [...v.reference],
          ...(v.enum === undefined ? {} : { enum: [...v.enum.names] }),
        })),
      };
    },
  );

  typed.get(
    '/parameters',
    {
      config: common.config,
      schema: {
        summary: 'Parameters whose path or label contains the search text, with their values',
        description: '`at` (default: 1 January of the current year) dates the current value.',
        security: common.security,
        querystring: ParametersQuerySchema,
        response: { 200: ParametersResponseSchema, ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const { country, search, limit } = request.query;
      const at = request.query.at ?? `${new Date().getUTCFullYear()}-01-01`;
      const system = systemOf(country);
      const found = leavesOf
        .get(country)!
        .filter((leaf) =>
          contains(search, leaf.path, reformPath(leaf.path), leaf.metadata.label, leaf.description),
        );
      return {
        total: found.length,
        at,
        parameters: found.slice(0, limit).map((leaf) => ({
          path: reformPath(leaf.path),
          ...(leaf.metadata.label === undefined ? {} : { label: leaf.metadata.label }),
          ...(leaf.description === undefined ? {} : { description: leaf.description }),
          ...(leaf.metadata.unit === undefined ? {} : { unit: leaf.metadata.unit }),
          reference: leaf.metadata.reference.map((r) => ({
            title: r.title,
            ...(r.href === undefined ? {} : { href: r.href }),
          })),
          value: leafValueAt(system.parameters, leaf, at) ?? null,
          values: leaf.values.map((v) => ({ date: v.date, value: v.value })),
        })),
      };
    },
  );
}
