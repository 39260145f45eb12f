import type { FastifyReply, FastifyRequest } from 'fastify';

/** The success envelope every API answer shares: {"success":true,"data":…}. */
export function ok<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}

/** A list's export as a spreadsheet file to save; the access history notes how many rows left. */
export function sendCsv(
  request: FastifyRequest,
  reply: FastifyReply,
  { csv, count, fileName }: { csv: string; count: number; fileName: string },
) {
  request.historyNote = `rows=${count}`;
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
