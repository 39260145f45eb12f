import type { Db } from '../db/index.ts';
import type { Config } from '../env.ts';

/** The admin IP allow-list: on by default, extended by ADMIN_IP_ALLOWLIST, disabled by 'off'. */
export async function isPermittedIp(db: Db, config: Config, ip: string): Promise<boolean> {
  if (!config.ipAllowList.enabled || config.ipAllowList.extra.includes(ip)) return true;
  const row = await db
    .selectFrom('permitted_ip')
    .select('id')
    .where('ipaddress', '=', ip)
    .where('delYn', '=', 'N')
    .where('useYn', '=', 'Y')
    .executeTakeFirst();
  return row !== undefined;
}
