import { SITE } from '../../../common/site-config.ts';
import { Icon } from '../../components/Icon.tsx';
import { PageSection } from '../../components/PageSection.tsx';
import { PAGE_ICONS } from '../../components/page-icons.ts';
import { SectionHeading } from '../../components/SectionHeading.tsx';
import { TitledItem } from '../../components/TitledItem.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { SubPage } from '../layout/SubPage.tsx';
import { pageMeta } from '../page-title.ts';
import type { PageMeta, PageProps } from '../pages.ts';
import { LocationMap, MapKey, TravelIcon } from './LocationMap.tsx';
import '../../styles/pages/company.css';
import type { MessageSection } from '../../locales/sections.ts';

const { lat, lng } = SITE.parkGeo;
const OSM_URL = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
const TEL_HREF = `tel:${SITE.telephone.replace(/[^+\d]/g, '')}`;

export const messages: readonly MessageSection[] = ['company.location'];

export default function LocationPage({ path }: PageProps) {
  const { t, list, localeCd } = useI18n();
  const places = [
    {
      key: 'office',
      title: t('company.location.office.title'),
      address: SITE.address[localeCd],
      hours: list('company.location.office.hours'),
    },
    {
      key: 'park',
      title: SITE.parkName[localeCd],
      address: SITE.parkAddress[localeCd],
      hours: list('company.location.park.hours'),
    },
  ];
  return (
    <SubPage path={path} title={t('company.location.title')} lead={t('company.location.lead')}>
      <div className="co-block co-block--first">
        <div className="container places">
          {places.map((place) => (
            <section
              key={place.key}
              className={`place place--${place.key}`}
              aria-labelledby={`place-${place.key}`}
            >
              <SectionHeading
                id={`place-${place.key}`}
                eyebrow={t(`company.location.${place.key}.eyebrow`)}
                title={place.title}
                className="place__title"
              />
              <dl className="place__details">
                <div className="place__row">
                  <dt>
                    <Icon d={PAGE_ICONS.pin} size={18} />
                    {t('company.location.address')}
                  </dt>
                  <dd>{place.address}</dd>
                </div>
                <div className="place__row">
                  <dt>
                    <Icon d={PAGE_ICONS.phone} size={18} />
                    {t('company.location.tel')}
                  </dt>
                  <dd>
                    <a href={TEL_HREF}>{SITE.telephone}</a>
                  </dd>
                </div>
                <div className="place__row">
                  <dt>
                    <Icon d={PAGE_ICONS.mail} size={18} />
                    {t('company.location.email')}
                  </dt>
                  <dd>
                    <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
                  </dd>
                </div>
                <div className="place__row">
                  <dt>
                    <Icon d={PAGE_ICONS.clock} size={18} />
                    {t('company.location.hours')}
                  </dt>
                  <dd>
                    <ul className="place__hours">
                      {place.hours.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </dd>
                </div>
              </dl>
            </section>
          ))}
        </div>
      </div>

      <PageSection
        className="co-block co-block--cream"
        container="location-map"
        heading={{ id: 'map-title', title: t('company.location.mapTitle') }}
        column="location-map__side"
        before={
          <div className="location-map__frame">
            <LocationMap />
          </div>
        }
      >
        <p className="location-map__lead">{t('company.location.mapLead')}</p>
        <ul className="location-map__keys">
          <li>
            <MapKey name="pin" />
            {SITE.parkName[localeCd]}
          </li>
          <li>
            <MapKey name="gate" />
            {t('company.location.map.gate')}
          </li>
          <li>
            <MapKey name="bus" />
            {t('company.location.map.bus')}
          </li>
          <li>
            <MapKey name="parking" />
            {t('company.location.map.parking')}
          </li>
        </ul>
        <a className="button button--ghost" href={OSM_URL} target="_blank" rel="noopener noreferrer">
          {t('company.location.osm')}
          <Icon name="arrow" size={18} />
          <span className="visually-hidden"> ({t('common.newTab')})</span>
        </a>
      </PageSection>

      <PageSection
        className="co-block"
        heading={{ id: 'directions-title', title: t('company.location.directionsTitle') }}
      >
        <ul className="directions">
          {(['bus', 'car', 'airport'] as const).map((key) => (
            <TitledItem
              key={key}
              className={`directions__item directions__item--${key}`}
              title={t(`company.location.directions.${key}.title`)}
              text={t(`company.location.directions.${key}.text`)}
            >
              <span className="directions__icon">
                <TravelIcon name={key} />
              </span>
            </TitledItem>
          ))}
        </ul>
      </PageSection>
    </SubPage>
  );
}

export function meta(_props: PageProps, t: Translate): PageMeta {
  return pageMeta(t, {
    title: t('company.location.title'),
    description: t('company.location.metaDescription'),
  });
}
