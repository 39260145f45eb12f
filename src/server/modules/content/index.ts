import { bannerResource } from '../banner/banner.resource.ts';
import { faqResource } from '../faq/faq.resource.ts';
import { jobResource } from '../job/job.resource.ts';
import { newsResource } from '../news/news.resource.ts';
import { partnerResource } from '../partner/partner.resource.ts';
import { videoResource } from '../video/video.resource.ts';

export const CONTENT_RESOURCES = [
  bannerResource,
  newsResource,
  jobResource,
  faqResource,
  videoResource,
  partnerResource,
] as const;
