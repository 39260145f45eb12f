import { LIMITS } from '../../../common/codes.ts';
import { SITE } from '../../../common/site-config.ts';
import type { LoaderContext } from '../page-data.ts';

export async function load({ read, origin }: LoaderContext) {
  const [banners, news, jobs] = await Promise.all([
    read.list('banner'),
    read.list('news', { pageCnt: LIMITS.homeNewsCount }),
    read.list('job', { pageCnt: LIMITS.homeJobCount }),
  ]);
  return {
    data: { banners: banners.list, news: news.list, jobs: jobs.list },
    jsonLd: [organization(origin)],
  };
}

/** The company itself, on the home page only: search engines read it once for the whole site. */
function organization(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE.companyName.EN,
    alternateName: SITE.brand,
    url: origin,
    logo: `${origin}/icon-512.png`,
    email: SITE.email,
    telephone: SITE.telephone,
    address: { '@type': 'PostalAddress', streetAddress: SITE.address.EN, addressCountry: 'VN' },
    sameAs: Object.values(SITE.social),
  };
}
