import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from './index.ts';
import { migrate } from './migrate.ts';

const INVENTORY = 'docs/personal-data.md';
const inventoryFile = fileURLToPath(new URL(`../../../${INVENTORY}`, import.meta.url));

/** The inventory's classification: table → column → personal or not. */
function classified(markdown: string): Map<string, Map<string, 'personal' | 'not personal'>> {
  const tables = new Map<string, Map<string, 'personal' | 'not personal'>>();
  let columns: Map<string, 'personal' | 'not personal'> | undefined;
  for (const line of markdown.split('\n')) {
    const heading = /^### `(\w+)`/.exec(line);
    if (heading) {
      columns = new Map();
      tables.set(heading[1]!, columns);
      continue;
    }
    if (!columns) continue;
    const row = /^\| `(\w+)` \|/.exec(line);
    if (row) columns.set(row[1]!, 'personal');
    if (line.startsWith('Not personal:'))
      for (const [, name] of line.matchAll(/`(\w+)`/g)) columns.set(name!, 'not personal');
  }
  return tables;
}

/**
 * Every column of the migrated schema, by table; SQLite's and Kysely's own tables left out, and the
 * FTS5 search indexes (trigrams of columns classified in their own table) with their shadow tables.
 */
async function migratedColumns(db: Db): Promise<Map<string, string[]>> {
  const tables = (
    await sql<{
      name: string;
      sql: string | null;
    }>`select name, sql from sqlite_master where type = 'table'`.execute(db)
  ).rows;
  const indexes = tables.filter((t) => /^create virtual table/i.test(t.sql ?? '')).map((t) => t.name);
  const isOwn = (name: string) =>
    /^(sqlite_|kysely_)/.test(name) ||
    indexes.some((index) => name === index || name.startsWith(`${index}_`));
  const columns = new Map<string, string[]>();
  for (const { name } of tables.filter((t) => !isOwn(t.name)).sort((a, b) => a.name.localeCompare(b.name))) {
    const rows = (await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(db)).rows;
    columns.set(
      name,
      rows.map((row) => row.name),
    );
  }
  return columns;
}

let db: Db;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-inventory-'));
beforeAll(async () => {
  db = openDatabase({ dataDir: dir }).db;
  await migrate(db, 'sqlite');
});
afterAll(async () => {
  await db?.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe(`the personal data inventory (${INVENTORY})`, () => {
  it('classifies every column of the migrated schema as personal or not, and no column that is gone', async () => {
    const inventory = classified(fs.readFileSync(inventoryFile, 'utf8'));
    const schema = await migratedColumns(db);
    const problems: string[] = [];
    for (const [table, columns] of schema) {
      const known = inventory.get(table);
      if (!known) {
        problems.push(
          `${table}: a table ${INVENTORY} does not list. Add a section "### \`${table}\`" with its purpose, legal basis, retention and the right that reads it, a row "| \`column\` | holds | purpose |" for each column that can hold personal data and a line "Not personal: \`column\`, …" for the rest (${columns.join(', ')})`,
        );
        continue;
      }
      for (const column of columns)
        if (!known.has(column))
          problems.push(
            `${table}.${column}: not classified in ${INVENTORY}. Under "### \`${table}\`", add "| \`${column}\` | what it holds | why |" to its table if it can hold personal data, else add \`${column}\` to its "Not personal:" line`,
          );
    }
    for (const [table, columns] of inventory) {
      const actual = schema.get(table);
      if (!actual) {
        problems.push(`${table}: listed in ${INVENTORY} but no migration creates it; remove its section`);
        continue;
      }
      for (const column of columns.keys())
        if (!actual.includes(column))
          problems.push(
            `${table}.${column}: listed in ${INVENTORY} but not in the migrated schema; remove it`,
          );
    }
    expect(problems).toEqual([]);
  });

  it('reads personal columns from table rows and the rest from the "Not personal" line', () => {
    const inventory = classified(
      [
        '### `person`',
        '| Column | Holds | Purpose |',
        '|---|---|---|',
        '| `email` | an address | to answer |',
        'Not personal: `id`, `createdAt`',
        '## Other',
        '### `setting`',
        'Not personal: `name`',
      ].join('\n'),
    );
    expect([...inventory.get('person')!]).toEqual([
      ['email', 'personal'],
      ['id', 'not personal'],
      ['createdAt', 'not personal'],
    ]);
    expect([...inventory.get('setting')!]).toEqual([['name', 'not personal']]);
  });
});
