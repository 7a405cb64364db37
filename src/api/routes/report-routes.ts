import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiCode, ApiFailureError } from '../failure-status.js';
import type { ReportEvent, ReportService } from '../report-service.js';
import {
  FailureResponseSchema,
  ReportAcceptedSchema,
  ReportCreateSchema,
  ReportExecutionResultSchema,
  ReportIdParamsSchema,
  ReportStatusSchema,
} from '../schemas.js';
import { Scope } from '../tokens.js';
import { FAILURE_RESPONSES } from './calculate-routes.js';

/** One server-sent event's text: its name and its JSON data. */
function sseText(event: ReportEvent): string {
  const { kind, ...data } = event;
  return `event: ${kind}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Registers the report routes: `POST /reports` (scope `report`), `GET /reports/:id` and
 * `GET /reports/:id/events` (scope `read`), `DELETE /reports/:id` (scope `report`). Without a
 * service (no report backend configured) they answer 404 `not_found`.
 */
export function registerReportRoutes(
  app: FastifyInstance,
  service: ReportService | undefined,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const need = (): ReportService => {
    if (service === undefined)
      throw new ApiFailureError(ApiCode.notFound, 'this server runs no reports');
    return service;
  };
  const security = [{ bearer: [] }];
  const notFound = { 404: FailureResponseSchema };

  typed.post(
    '/reports',
    {
      config: { scope: Scope.report },
      schema: {
        summary: 'Run a reform report',
        description:
          '`database` delivery (the default) records the report and answers 202 with its id at once; `return` delivery waits and answers the execution result.',
        security,
        body: ReportCreateSchema,
        response: {
          200: ReportExecutionResultSchema,
          202: ReportAcceptedSchema,
          ...FAILURE_RESPONSES,
          ...notFound,
          409: FailureResponseSchema,
          500: FailureResponseSchema,
          502: FailureResponseSchema,
          503: FailureResponseSchema,
          504: FailureResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const reports = need();
      const prepared = reports.prepare(request.body);
      if (request.body.delivery?.mode === 'return') return reports.runAndReturn(prepared);
      reports.start(prepared);
      const self = `/reports/${prepared.reportId}`;
      return reply.status(202).send({
        reportId: prepared.reportId,
        status: 'accepted' as const,
        links: { self, events: `${self}/events` },
      });
    },
  );

  typed.get(
    '/reports/:id',
    {
      config: { scope: Scope.read },
      schema: {
        summary: "A report's status, failure, MacroOutput and digest",
        security,
        params: ReportIdParamsSchema,
        response: { 200: ReportStatusSchema, ...FAILURE_RESPONSES, ...notFound },
      },
    },
    async (request) => {
      const view = await need().view(request.params.id);
      if (view === undefined)
        throw new ApiFailureError(ApiCode.reportNotFound, `no report ${request.params.id}`);
      return view;
    },
  );

  typed.get(
    '/reports/:id/events',
    {
      config: { scope: Scope.read },
      schema: {
        summary: "A report's progress as server-sent events",
        description:
          '`progress` events (`{"progress": {"done", "total"}}`) as the simulation calls finish, then one `result` (`{"macroOutput", "reportAggregateSha256"}`) or `failure` (`{"failure"}`), then the stream ends.',
        security,
        params: ReportIdParamsSchema,
        response: {
          200: z.string().meta({ description: 'text/event-stream' }),
          ...FAILURE_RESPONSES,
          ...notFound,
        },
      },
    },
    async (request, reply) => {
      const reports = need();
      // Events that arrive before the stream opens wait here: an unknown report still answers 404.
      const pending: ReportEvent[] = [];
      const stream: { send?: (event: ReportEvent) => void } = {};
      const stop = await reports.follow(request.params.id, (event) => {
        if (stream.send === undefined) pending.push(event);
        else stream.send(event);
      });
      if (stop === undefined)
        throw new ApiFailureError(ApiCode.reportNotFound, `no report ${request.params.id}`);
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      reply.raw.write(': following\n\n');
      const send = (event: ReportEvent): void => {
        if (reply.raw.writableEnded) return;
        reply.raw.write(sseText(event));
        if (event.kind !== 'progress') {
          stop();
          reply.raw.end();
        }
      };
      for (const event of pending) send(event);
      stream.send = send;
      // The response's close: the client went away (or the stream ended); stop listening.
      reply.raw.on('close', stop);
      return reply;
    },
  );

  typed.delete(
    '/reports/:id',
    {
      config: { scope: Scope.report },
      schema: {
        summary: 'Cancel a running report',
        description:
          'Stops its simulations; the report is recorded failed with `report_cancelled`, cancelled by the caller.',
        security,
        params: ReportIdParamsSchema,
        response: {
          200: ReportStatusSchema,
          ...FAILURE_RESPONSES,
          ...notFound,
          409: FailureResponseSchema,
        },
      },
    },
    async (request) => need().cancel(request.params.id),
  );
}
