import { ALL } from '../common/permissions.ts';
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

/** A caller that is no account: the demo seed, a person acting through the site's own link. */
export function systemAuth(username: string, manager: string): Auth {
  return {
    user: {
      userNo: 0,
      username,
      passwordHash: '',
      manager,
      managerSearch: manager.toLowerCase(),
      email: '',
      contact: '',
      role: 'System',
      mgtsettings: ALL,
      localeCd: 'EN',
      useYn: 'Y',
      delYn: 'N',
      version: 1,
      createId: null,
      createDt: new Date(0).toISOString(),
      modifyId: null,
      modifyDt: null,
    },
    settings: [ALL],
    token: '',
  };
}
