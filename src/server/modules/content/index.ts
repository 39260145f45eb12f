import type { Db } from '../../db/index.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { bannerResource } from '../banner/banner.resource.ts';
import { faqResource } from '../faq/faq.resource.ts';
import { jobResource } from '../job/job.resource.ts';
import { newsResource } from '../news/news.resource.ts';
import { partnerResource } from '../partner/partner.resource.ts';
import { videoResource } from '../video/video.resource.ts';
import { contentRepository } from './repository.ts';
import { type ContentService, contentService } from './service.ts';

export const CONTENT_RESOURCES = [
  bannerResource,
  newsResource,
  jobResource,
  faqResource,
  videoResource,
  partnerResource,
] as const;

/** One service per content type, shared by the API routes and the server-rendered pages. */
export function contentServices({ db, store }: { db: Db; store: FileStore }) {
  return Object.fromEntries(
    CONTENT_RESOURCES.map((resource) => [
      resource.name,
      contentService(resource, contentRepository(db, resource), store),
    ]),
  ) as Record<'banner' | 'news' | 'job' | 'faq' | 'video' | 'partner', ContentService>;
}
