import type { Db, DialectName } from '../db/index.ts';
import type { Config } from '../env.ts';
import { createServices } from '../services.ts';
import type { FileStore } from '../storage/file-store.ts';
import { writeBoards } from './demo-boards.ts';
import { readDemoContent } from './demo-content.ts';
import { uploadDemoPictures } from './demo-pictures.ts';
import { SYSTEM_AUTH } from './demo-saves.ts';
import { writeQuestions } from './demo-story.ts';
import { writeSubmissions } from './demo-submissions.ts';

/**
 * Writes the demo content of both languages through the services, as staff and visitors write
 * theirs: the same validation, sanitizing, search folds, revisions, uploads and media library.
 * Each English item is saved with its Vietnamese translation linked to it. These services queue
 * no e-mail: the demo's applicants and inquirers are made up.
 */
export async function seedDemo({
  config,
  db,
  dialect,
  store,
}: {
  config: Readonly<Config>;
  db: Db;
  dialect: DialectName;
  store: FileStore;
}): Promise<void> {
  const content = await readDemoContent();
  const services = createServices({ config: { ...config, mail: null }, db, dialect, store });
  const pictures = await uploadDemoPictures(services.media, content, SYSTEM_AUTH);
  const jobs = await writeBoards(db, services, content, pictures);
  await writeQuestions(db, content, jobs);
  await writeSubmissions(db, services, content, { jobs, staffId: config.adminId });
}
