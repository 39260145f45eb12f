import { Icon } from '../../components/Icon.tsx';
import { PageSection } from '../../components/PageSection.tsx';
import { PAGE_ICONS } from '../../components/page-icons.ts';
import { headingCopy } from '../../components/SectionHeading.tsx';
import { TitledItem } from '../../components/TitledItem.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { BrandMark, ClearSpaceDiagram, MarkAnatomy } from './art.tsx';

/** Written at build time by scripts/brand-assets.mjs. */
export const LOGO_DOWNLOADS = {
  png: '/downloads/kidventure-logo-png.zip',
  ai: '/downloads/kidventure-logo-ai.zip',
} as const;

const PALETTE = [
  { key: 'red', hex: '#C8451F', light: true },
  { key: 'coral', hex: '#F26B3A', light: false },
  { key: 'yellow', hex: '#FFC94D', light: false },
  { key: 'teal', hex: '#137F74', light: true },
  { key: 'navy', hex: '#1E2A4A', light: true },
] as const;

const rgbOf = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(' · ');

/** The CI tab of the about page: logo, meaning, palette, clear space and downloads. */
export function CiTab() {
  const { t, list } = useI18n();
  const palette = {
    id: 'ci-palette-title',
    title: t('company.ci.paletteTitle'),
    lead: t('company.ci.paletteLead'),
  };
  return (
    <>
      <PageSection className="co-block" heading={{ id: 'ci-title', ...headingCopy(t, 'company.ci', 'lead') }}>
        <ul className="ci-versions" aria-label={t('company.ci.versionsLabel')}>
          {(['color', 'white', 'navy'] as const).map((version) => (
            <li key={version} className={`ci-versions__item ci-versions__item--${version}`}>
              <figure>
                <div className="ci-versions__stage">
                  <BrandMark
                    tone={version === 'color' ? 'color' : 'white'}
                    label={`KidVenture – ${t(`company.ci.versions.${version}`)}`}
                  />
                </div>
                <figcaption>{t(`company.ci.versions.${version}`)}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        className="co-block co-block--cream"
        container="ci-meaning"
        heading={{ id: 'ci-meaning-title', title: t('company.ci.meaningTitle') }}
        column
        before={
          <div className="ci-meaning__art">
            <MarkAnatomy />
          </div>
        }
      >
        <ol className="ci-meaning__list">
          {(['badge', 'path', 'dot', 'word'] as const).map((key) => (
            <TitledItem
              key={key}
              title={t(`company.ci.meaning.${key}.title`)}
              text={t(`company.ci.meaning.${key}.text`)}
            />
          ))}
        </ol>
      </PageSection>

      <PageSection className="co-block" heading={palette}>
        <ul className="ci-palette">
          {PALETTE.map((colour) => (
            <li key={colour.key} className="ci-palette__item">
              <div
                className={`ci-palette__swatch ci-palette__swatch--${colour.key}${colour.light ? ' ci-palette__swatch--light' : ''}`}
              >
                <span className="ci-palette__name">{t(`company.ci.colours.${colour.key}.name`)}</span>
              </div>
              <dl className="ci-palette__codes">
                <div className="ci-palette__code">
                  <dt>{t('company.ci.hex')}</dt>
                  <dd>{colour.hex}</dd>
                </div>
                <div className="ci-palette__code">
                  <dt>{t('company.ci.rgb')}</dt>
                  <dd>{rgbOf(colour.hex)}</dd>
                </div>
              </dl>
              <p className="ci-palette__use">{t(`company.ci.colours.${colour.key}.use`)}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        className="co-block co-block--cream"
        container="ci-clear-grid"
        heading={{ id: 'ci-clear-title', title: t('company.ci.clearTitle'), lead: t('company.ci.clearLead') }}
        column
        aside={
          <div className="ci-clear-grid__art">
            <ClearSpaceDiagram label={t('company.ci.clearDiagram')} />
          </div>
        }
      >
        <ul className="ci-rules">
          {list('company.ci.rules').map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </PageSection>

      <section className="co-block" aria-labelledby="ci-downloads-title">
        <div className="container">
          <div className="ci-downloads">
            <div className="ci-downloads__intro">
              <h2 id="ci-downloads-title" className="ci-downloads__title">
                {t('company.ci.downloadsTitle')}
              </h2>
              <p>{t('company.ci.downloadsLead')}</p>
            </div>
            <ul className="ci-downloads__list">
              {(['png', 'ai'] as const).map((kind) => (
                <li key={kind}>
                  <a className="button button--light" href={LOGO_DOWNLOADS[kind]} download>
                    <Icon d={PAGE_ICONS.download} size={18} />
                    {t(`company.ci.${kind}.label`)}
                  </a>
                  <p>{t(`company.ci.${kind}.text`)}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </>
  );
}
