import type { CreateTableBuilder, Kysely } from 'kysely';
import type { MigrationContext } from '../migrate.ts';

/** Every table of spec section 3, with the indexes that serve the list queries. */

// biome-ignore lint/suspicious/noExplicitAny: the migration runs before the typed schema exists
type Db = Kysely<any>;
type Table = CreateTableBuilder<string, never>;

function flags(t: Table): Table {
  return t
    .addColumn('localeCd', 'varchar(2)', (c) => c.notNull().defaultTo('EN'))
    .addColumn('useYn', 'varchar(1)', (c) => c.notNull().defaultTo('Y'))
    .addColumn('delYn', 'varchar(1)', (c) => c.notNull().defaultTo('N'));
}

function audit(t: Table, created = 'createDt'): Table {
  return t
    .addColumn('createId', 'varchar(50)')
    .addColumn(created, 'varchar(30)', (c) => c.notNull())
    .addColumn('modifyId', 'varchar(50)')
    .addColumn('modifyDt', 'varchar(30)');
}

function searchable(t: Table): Table {
  return t
    .addColumn('titleSearch', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contentsSearch', 'text', (c) => c.notNull().defaultTo(''));
}

function text(t: Table, ...names: string[]): Table {
  return names.reduce((acc, name) => acc.addColumn(name, 'text', (c) => c.notNull().defaultTo('')), t);
}

export async function up(db: Db, { idType, dialect }: MigrationContext): Promise<void> {
  const table = (name: string, id: string, build: (t: Table) => Table) =>
    build(
      db.schema
        .createTable(name)
        .addColumn(id, idType, (c) =>
          dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
        ) as Table,
    ).execute();
  const listIndex = (name: string, id: string) =>
    db.schema
      .createIndex(`${name}_list_idx`)
      .on(name)
      .columns(['localeCd', 'delYn', 'useYn', `${id} desc`])
      .execute();

  await table('banner', 'bannerNo', (t) =>
    audit(flags(text(t, 'title', 'contents', 'linkUrl', 'imageUrl', 'imageName', 'imageVariants'))),
  );
  await table('news', 'newsNo', (t) =>
    audit(
      flags(
        searchable(
          text(
            t.addColumn('typeCd', 'varchar(2)', (c) => c.notNull()),
            'title',
            'contents',
            'thumbnailUrl',
          ),
        ),
      ),
    ),
  );
  await table('faq', 'faqNo', (t) =>
    audit(
      flags(
        searchable(
          text(
            t.addColumn('typeCd', 'varchar(2)', (c) => c.notNull()),
            'title',
            'contents',
          ),
        ),
      ),
    ),
  );
  await table('job', 'jobNo', (t) =>
    audit(
      flags(
        searchable(
          text(
            t
              .addColumn('dateCd', 'varchar(2)', (c) => c.notNull())
              .addColumn('startDt', 'varchar(10)')
              .addColumn('endDt', 'varchar(10)'),
            'title',
            'contents',
            'fileUrl',
            'fileName',
          ),
        ),
      ),
    ),
  );
  await table('video', 'videoNo', (t) =>
    audit(
      flags(
        searchable(
          text(
            t
              .addColumn('typeCd', 'varchar(2)', (c) => c.notNull())
              .addColumn('dateCd', 'varchar(2)', (c) => c.notNull())
              .addColumn('startDt', 'varchar(10)')
              .addColumn('endDt', 'varchar(10)'),
            'title',
            'youtubeId',
          ),
        ),
      ),
    ),
  );
  await table('partner', 'partnerNo', (t) =>
    audit(
      flags(
        text(
          t.addColumn('typeCd', 'varchar(2)', (c) => c.notNull()),
          'name',
          'linkUrl',
          'logoImageUrl',
          'logoImageName',
          'imageVariants',
        ),
      ),
    ),
  );
  await table('qna', 'qnaNo', (t) =>
    audit(
      flags(
        searchable(
          text(
            t
              .addColumn('typeCd', 'varchar(2)', (c) => c.notNull())
              .addColumn('statusCd', 'varchar(2)', (c) => c.notNull()),
            'title',
            'contents',
            'name',
            'email',
            'emailDomain',
            'emailDomainName',
            'phone',
            'fileUrl',
            'fileName',
            'policyChecked',
            'ipaddress',
          ),
        ),
      ),
    ),
  );
  await table('admin_user', 'userNo', (t) =>
    audit(
      flags(
        text(
          t,
          'username',
          'passwordHash',
          'manager',
          'managerSearch',
          'email',
          'contact',
          'role',
          'mgtsettings',
        ),
      ),
    ),
  );
  await table('permitted_ip', 'id', (t) =>
    audit(flags(text(t, 'ipaddress', 'memo', 'memoSearch')), 'createdAt'),
  );
  await table('access_history', 'id', (t) =>
    text(t, 'ipaddress', 'userid', 'url')
      .addColumn('statusCode', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('createdAt', 'varchar(30)', (c) => c.notNull()),
  );
  await db.schema
    .createTable('session')
    .addColumn('tokenHash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('userNo', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('lastSeenAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('expiresAt', 'varchar(30)', (c) => c.notNull())
    .execute();
  await table('rate_event', 'id', (t) =>
    text(t, 'bucket', 'key').addColumn('createdAt', 'varchar(30)', (c) => c.notNull()),
  );

  for (const [name, id] of [
    ['banner', 'bannerNo'],
    ['news', 'newsNo'],
    ['faq', 'faqNo'],
    ['job', 'jobNo'],
    ['video', 'videoNo'],
    ['partner', 'partnerNo'],
    ['qna', 'qnaNo'],
    ['admin_user', 'userNo'],
    ['permitted_ip', 'id'],
  ] as const)
    await listIndex(name, id);
  await db.schema.createIndex('job_file_idx').on('job').column('fileUrl').execute();
  await db.schema.createIndex('qna_file_idx').on('qna').column('fileUrl').execute();
  await db.schema
    .createIndex('admin_user_username_idx')
    .on('admin_user')
    .columns(['username', 'delYn'])
    .execute();
  await db.schema
    .createIndex('permitted_ip_address_idx')
    .on('permitted_ip')
    .columns(['ipaddress', 'delYn'])
    .execute();
  await db.schema
    .createIndex('access_history_created_idx')
    .on('access_history')
    .column('createdAt')
    .execute();
  await db.schema
    .createIndex('access_history_login_idx')
    .on('access_history')
    .columns(['userid', 'ipaddress', 'createdAt'])
    .execute();
  await db.schema.createIndex('session_user_idx').on('session').column('userNo').execute();
  await db.schema
    .createIndex('rate_event_idx')
    .on('rate_event')
    .columns(['bucket', 'key', 'createdAt'])
    .execute();
}
