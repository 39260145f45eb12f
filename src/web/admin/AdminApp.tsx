import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { ADMIN_PATHS, numberQuery, parseAdminPath } from '../../common/admin-paths.ts';
import { FAILED_MAIL_PAGES } from '../../common/failed-mail.ts';
import { canUseMedia } from '../../common/permissions.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { FormScreen } from './components/FormScreen.tsx';
import { ListScreen } from './components/ListScreen.tsx';
import { ListTools } from './components/ListTools.tsx';
import { translationOfQuery } from './components/Translation.tsx';
import { TrashScreen } from './components/TrashScreen.tsx';
import { DialogProvider } from './lib/dialogs.tsx';
import { LanguageProvider } from './lib/language.tsx';
import { RouterProvider, useRouter } from './lib/router.tsx';
import { SessionProvider, useSession } from './lib/session.tsx';
import { Dashboard } from './screens/Dashboard.tsx';
import { Frame } from './screens/Frame.tsx';
import { LoginScreen } from './screens/LoginScreen.tsx';
import { PasswordScreen } from './screens/PasswordScreen.tsx';
import { SECTIONS } from './sections/index.ts';

// The media library's screens load when opened: the admin's first script stays small.
const MediaLibrary = lazy(() => import('./screens/MediaLibrary.tsx'));
const MediaItem = lazy(() => import('./screens/MediaItem.tsx'));
// So does the privacy notice's, opened by few.
const PrivacyNotice = lazy(() => import('./screens/PrivacyNotice.tsx'));
const ReviewQueue = lazy(() => import('./screens/ReviewQueue.tsx'));
// So do the failed e-mails (decision 063).
const FailedMails = lazy(() => import('./screens/FailedMails.tsx'));
// So does the Security screen (two-factor sign-in and sessions, decision 038).
const SecurityScreen = lazy(() => import('./screens/SecurityScreen.tsx'));
// So do the applications' e-mail templates, and the API reference (developers').
const ApplicationTemplates = lazy(() => import('./screens/ApplicationTemplates.tsx'));
const ApiReference = lazy(() =>
  import('./screens/ApiReference.tsx').then((m) => ({ default: m.ApiReference })),
);

export function AdminApp() {
  return (
    <LanguageProvider>
      <CrashGuard>
        <RouterProvider>
          <DialogProvider>
            <SessionProvider>
              <Screens />
            </SessionProvider>
          </DialogProvider>
        </RouterProvider>
      </CrashGuard>
    </LanguageProvider>
  );
}

/** A readable message with a reload action instead of a blank screen when a screen throws. */
export function CrashGuard({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={<Crashed />}>{children}</ErrorBoundary>;
}

function Crashed() {
  const { t } = useI18n();
  return (
    <main className="admin-crash" role="alert">
      <h1 className="admin-screen__title">{t('crash.title')}</h1>
      <p>{t('crash.text')}</p>
      <button
        type="button"
        className="admin-button admin-button--primary"
        onClick={() => window.location.reload()}
      >
        {t('crash.reload')}
      </button>
    </main>
  );
}

/** Picks the screen for the path; without a session every admin page goes to the login page. */
function Screens() {
  const { t } = useI18n();
  const { pathname, search, navigate } = useRouter();
  const { user, can } = useSession();
  const route = parseAdminPath(pathname, search);
  const isLogin = route.kind === 'login';

  useEffect(() => {
    if (user === null && !isLogin) navigate(ADMIN_PATHS.login);
  }, [user, isLogin, navigate]);

  useEffect(() => {
    const section =
      'section' in route
        ? t(`page.${route.section}`)
        : t(`frame.${route.kind === 'mediaItem' ? 'media' : route.kind}`);
    document.title = `${section} · ${t('frame.admin')} · KidVenture`;
  });

  if (route.kind === 'login') return <LoginScreen />;
  if (!user) return <p className="admin-loading admin-loading--page">{t('form.loading')}</p>;
  // Two-factor is required for every account and this one has none yet: only its setup opens.
  if (route.kind === 'security' || user.twoFactorSetupRequired)
    return (
      <Frame>
        <Suspense fallback={<p className="admin-loading">{t('form.loading')}</p>}>
          <SecurityScreen />
        </Suspense>
      </Frame>
    );
  if (route.kind === 'password')
    return (
      <Frame>
        <PasswordScreen />
      </Frame>
    );
  if (route.kind === 'apiReference')
    return (
      <Frame>
        <Suspense fallback={<p className="admin-loading">{t('form.loading')}</p>}>
          <ApiReference />
        </Suspense>
      </Frame>
    );
  if (route.kind === 'media' || route.kind === 'mediaItem')
    return (
      <Frame current="media">
        {canUseMedia(user.settings) ? (
          <Suspense fallback={<p className="admin-loading">{t('form.loading')}</p>}>
            {route.kind === 'media' ? (
              <MediaLibrary key={pathname + search} pageNo={route.pageNo} query={route.query} />
            ) : (
              <MediaItem key={pathname} id={route.id} />
            )}
          </Suspense>
        ) : (
          <Message text={t('frame.forbidden')} />
        )}
      </Frame>
    );
  if (route.kind === 'privacyNotice')
    return (
      <Frame current="privacyNotice">
        {can('r', 'UserPrivacy') ? (
          <Suspense fallback={<p className="admin-loading">{t('form.loading')}</p>}>
            <PrivacyNotice />
          </Suspense>
        ) : (
          <Message text={t('frame.forbidden')} />
        )}
      </Frame>
    );
  if (route.kind === 'failedMails')
    return (
      <Frame current="failedMails">
        {FAILED_MAIL_PAGES.some((page) => can('r', page)) ? (
          <Suspense fallback={<p className="admin-loading">{t('form.loading')}</p>}>
            <FailedMails key={pathname} pageNo={route.pageNo} />
          </Suspense>
        ) : (
          <Message text={t('frame.forbidden')} />
        )}
      </Frame>
    );
  if (route.kind === 'review')
    return (
      <Frame>
        <Suspense fallback={<p className="admin-loading">{t('form.loading')}</p>}>
          <ReviewQueue />
        </Suspense>
      </Frame>
    );
  if (route.kind === 'applicationTemplates')
    return (
      <Frame current="board/application">
        {can('r', SECTIONS['board/application'].page) ? (
          <Suspense fallback={<p className="admin-loading">{t('form.loading')}</p>}>
            <ApplicationTemplates />
          </Suspense>
        ) : (
          <Message text={t('frame.forbidden')} />
        )}
      </Frame>
    );
  if (route.kind === 'notFound' || route.kind === 'dashboard')
    return (
      <Frame>{route.kind === 'dashboard' ? <Dashboard /> : <Message text={t('frame.notFound')} />}</Frame>
    );

  const section = SECTIONS[route.section];
  const needed =
    route.kind === 'list'
      ? 'r'
      : route.kind === 'add'
        ? 'a'
        : route.kind === 'trash'
          ? 'd'
          : (section.detailRight ?? 'e');
  const isAllowed =
    can(needed, section.page) &&
    (route.kind === 'list' ||
      (route.kind === 'trash'
        ? !!section.hasTrash
        : route.kind === 'add'
          ? section.hasAdd && !!section.form
          : !!section.form || !!section.detailScreen));
  let screen = <Message text={t('frame.forbidden')} />;
  // A list's other views (`?view=board`: SectionDef.views) load when opened.
  const View = route.kind === 'list' ? section.views?.[route.query.view ?? ''] : undefined;
  if (isAllowed && View)
    screen = (
      <Suspense fallback={<p className="admin-loading">{t('form.loading')}</p>}>
        <View key={section.key} section={section} query={route.kind === 'list' ? route.query : {}} />
      </Suspense>
    );
  else if (isAllowed && route.kind === 'list' && section.screen)
    screen = (
      <Suspense fallback={<p className="admin-loading">{t('form.loading')}</p>}>
        <section.screen />
      </Suspense>
    );
  else if (isAllowed && route.kind === 'list')
    screen = (
      <ListScreen
        key={section.key}
        section={section}
        pageNo={route.pageNo}
        query={route.query}
        toolbar={(state) => <ListTools section={section} state={state} />}
      />
    );
  else if (isAllowed && route.kind === 'trash')
    screen = (
      <TrashScreen key={`${section.key}/trash`} section={section} pageNo={route.pageNo} query={route.query} />
    );
  else if (isAllowed && route.kind === 'detail' && section.detailScreen)
    screen = <section.detailScreen key={pathname} id={route.id} />;
  else if (isAllowed && section.form)
    screen = (
      <FormScreen
        key={pathname + search}
        section={{ ...section, form: section.form }}
        id={route.kind === 'detail' ? route.id : undefined}
        translationOf={route.kind === 'add' ? translationOfQuery(search) : undefined}
        revisionNo={route.kind === 'detail' ? numberQuery(search, 'revision') : undefined}
      />
    );
  return <Frame current={section.key}>{screen}</Frame>;
}

function Message({ text }: { text: string }) {
  return (
    <section className="admin-screen">
      <h1 className="admin-screen__title">{text}</h1>
    </section>
  );
}
