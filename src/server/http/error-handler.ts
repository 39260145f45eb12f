import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorCode } from '../../common/api-errors.ts';
import { firstInOutage, isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import { HttpError } from '../errors.ts';

/**
 * One place turns every failure into the envelope {success:false, message, code}. Framework errors
 * keep their 4xx status with a plain message; anything unexpected is logged and answered as a
 * generic 500 naming the request id, never with a stack trace or SQL. A database out of reach (a
 * restart, a failover) is not a fault of the request or the code: 503 with Retry-After.
 */
const FRAMEWORK_MESSAGES: Record<string, [number, string, ApiErrorCode]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request is larger than the limit', 'too_large'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The file is larger than the upload limit', 'too_large'],
  FST_PARTS_LIMIT: [413, 'The form has too many parts', 'too_large'],
  FST_FILES_LIMIT: [413, 'Send one file at a time', 'too_large'],
  FST_FIELDS_LIMIT: [413, 'The form has too many fields', 'too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type', 'unsupported_type'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Send the form as multipart/form-data', 'unsupported_type'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty', 'validation'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Invalid content length', 'validation'],
};

/**
 * The framework's refusals of a form as a whole (a body over the limit, too many parts, fields or
 * files), as against one file over the upload limit: a page form says so in its own words.
 */
const FORM_LIMIT_CODES = new Set([
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
]);

export const isFormLimit = (error: unknown) => FORM_LIMIT_CODES.has((error as { code?: string })?.code ?? '');

/** A framework error the envelope answers with its own 4xx (413, 415, 400), as an HttpError. */
export function frameworkRefusal(error: unknown): HttpError | undefined {
  const known = FRAMEWORK_MESSAGES[(error as { code?: string })?.code ?? ''];
  return known && new HttpError(known[0], known[1], known[2]);
}

const UNAVAILABLE_MESSAGE = 'The site is busy for a moment. Please try again in a few seconds.';

export function registerErrorHandler(app: FastifyInstance): void {
  const isOutageNew = firstInOutage();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError)
      return reply
        .status(error.status)
        .headers(error.headers)
        .send({
          success: false,
          message: error.message,
          code: error.code,
          ...(error.data === undefined ? {} : { data: error.data }),
        });
    const known = frameworkRefusal(error);
    if (known)
      return reply.status(known.status).send({ success: false, message: known.message, code: known.code });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error instanceof SyntaxError || /JSON/i.test(error.message) ? 'Malformed JSON body' : 'Bad request';
      return reply.status(status).send({ success: false, message, code: 'bad_request' });
    }
    if (isDatabaseUnavailable(error)) {
      // A warning without the stack, once per outage: every request of the outage says the same.
      const level = isOutageNew() ? 'warn' : 'debug';
      request.log[level]({ reason: error.message }, 'database unavailable: answered 503');
      return reply
        .status(503)
        .header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .header('Cache-Control', 'no-store')
        .send({ success: false, message: UNAVAILABLE_MESSAGE, code: 'unavailable' });
    }
    // The log line carries the same id (reqId), so the reference a user quotes finds the error.
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      success: false,
      message: `Something went wrong. Please try again. Reference: ${request.id}`,
      code: 'internal',
      requestId: request.id,
    });
  });
}
