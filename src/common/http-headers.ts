/**
 * Request headers that the server and the browser code agree on.
 *
 * The admin app marks every call it makes with ADMIN_CALL_HEADER. A browser sends the session cookie
 * with every request to the site, the public inquiry form's included, so the cookie makes a call an
 * admin call only when the call carries the mark (docs/decisions/012-public-means-public.md). A
 * cross-site page cannot add a custom header without a CORS preflight, which the server never grants.
 */
export const ADMIN_CALL_HEADER = 'X-KV-Admin';

/** Names one request in the answer, in every log line about it and on the error page. */
export const REQUEST_ID_HEADER = 'X-Request-Id';
