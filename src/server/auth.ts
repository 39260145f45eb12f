import type { AdminUser } from './db/schema.ts';

/**
 * The signed-in administrator behind a request: `http/access.ts` resolves it from the token, routes
 * hand it to the services that decide what this caller may do. Here rather than in http/ so a
 * service can name its caller without importing HTTP code.
 */
export interface Auth {
  user: AdminUser;
  settings: string[];
  token: string;
}
