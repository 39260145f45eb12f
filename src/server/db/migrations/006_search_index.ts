import type { Kysely } from 'kysely';
import type { SearchIndexSpec } from '../contains-search.ts';
import type { MigrationContext } from '../migrate.ts';
import * as postgres from '../postgres/search-index.ts';
import * as sqlite from '../sqlite/search-index.ts';

/**
 * Trigram indexes on every folded column a list searches (decision 014): FTS5 trigram tables kept
 * by triggers on SQLite, GIN pg_trgm indexes on PostgreSQL. Existing rows are indexed here.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

const SEARCHED: SearchIndexSpec[] = [
  { table: 'banner', id: 'bannerNo', columns: ['titleSearch'] },
  { table: 'news', id: 'newsNo', columns: ['titleSearch', 'contentsSearch'] },
  { table: 'faq', id: 'faqNo', columns: ['titleSearch', 'contentsSearch'] },
  { table: 'job', id: 'jobNo', columns: ['titleSearch', 'contentsSearch'] },
  { table: 'video', id: 'videoNo', columns: ['titleSearch'] },
  { table: 'partner', id: 'partnerNo', columns: ['nameSearch'] },
  { table: 'qna', id: 'qnaNo', columns: ['titleSearch', 'contentsSearch'] },
  { table: 'admin_user', id: 'userNo', columns: ['managerSearch'] },
  { table: 'permitted_ip', id: 'id', columns: ['memoSearch'] },
  { table: 'access_history', id: 'id', columns: ['useridSearch', 'urlSearch'] },
];

export async function up(db: Db, { dialect }: MigrationContext): Promise<void> {
  await (dialect === 'sqlite' ? sqlite : postgres).createSearchIndexes(db, SEARCHED);
}
