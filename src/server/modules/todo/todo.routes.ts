import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { localeCd } from '../../../common/schemas/fields.ts';
import { parseOrThrow } from '../../errors.ts';
import { requireAuth } from '../../http/access.ts';
import { ok } from '../../http/reply.ts';
import { named, type RouteDoc } from '../openapi/route-doc.ts';
import type { TodoService } from './todo.service.ts';

const todoLine = named(
  'TodoLine',
  z.object({
    kind: z.string().meta({
      description:
        'newApplications, awaitingReview, outOfDate, goingLive, closing (the next 7 days), failedMails, failedJobAlerts, privacyDue (due within 7 days or overdue)',
    }),
    count: z.number().int(),
    section: z.string().optional().meta({ description: 'The admin section whose list shows them' }),
    path: z
      .string()
      .optional()
      .meta({ description: 'A screen of its own instead (the review queue, the failed e-mails)' }),
    query: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'The list filters that show exactly these (its query string)' }),
    type: z.string().optional().meta({ description: 'The content type of a per-type line' }),
    ids: z
      .array(z.number().int())
      .optional()
      .meta({ description: 'failedMails: the items, newest first (5 at most)' }),
  }),
);

const todoQuerySchema = z.object({
  localeCd: localeCd.optional().meta({
    description: 'The language of the admin’s lists: the board lines count its items only',
  }),
});
const todoQuery = named('TodoQuery', todoQuerySchema);

const todoDoc: RouteDoc = {
  tag: 'Admin',
  summary: 'What needs doing: the start screen’s counts, each with the list that shows them',
  description:
    'Any signed-in account; only the lines of the pages it may read are answered, zero counts included (decision 059).',
  access: 'admin',
  query: todoQuery,
  data: named('TodoLines', z.array(todoLine.schema)),
};

/** The admin start screen's counts (decision 059). */
export function registerTodoRoutes(app: FastifyInstance, todo: TodoService): void {
  app.get('/api/admin/todo', { config: { api: todoDoc } }, async (request) => {
    const auth = requireAuth(request);
    return ok(await todo.lines(auth, parseOrThrow(todoQuerySchema, request.query)));
  });
}
