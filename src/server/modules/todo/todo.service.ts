import { ADMIN_PATHS } from '../../../common/admin-paths.ts';
import type { ContentType } from '../../../common/content-declaration.ts';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { pageOfMail } from '../../../common/failed-mail.ts';
import { can, type Page } from '../../../common/permissions.ts';
import { TODO_IDS, type TodoLine } from '../../../common/todo.ts';
import type { Auth } from '../../auth.ts';
import type { BoardService } from '../content/service.ts';
import { SOON_DAYS } from '../content/soon.ts';

/** A source of start-screen lines: the lines the caller may see (none when it may see none). */
export type TodoSource = (auth: Auth, options: TodoOptions) => Promise<TodoLine[]>;

/** The language of the admin's lists: per-language lines count in it (all languages when none). */
export interface TodoOptions {
  localeCd?: 'EN' | 'VI' | undefined;
}

/** A list that answers its total for a staff query (the linked list's own count). */
interface Counted {
  list: (query: unknown, auth: Auth) => Promise<{ total: number }>;
}

const total = async (service: Counted, query: Record<string, string | undefined>, auth: Auth) =>
  (await service.list({ ...query, pageCnt: 1 }, auth)).total;

/**
 * The admin start screen's "what needs doing" (decision 059): new applications, out-of-date
 * translations, items going live or closing in the next seven days, e-mails given up and people's
 * requests due soon, each only for a caller who may open its list. Counts come from the very list
 * queries the lines link to, so a line and its list agree (a board's list shows the admin's
 * language, which the caller names); `awaitingReview` is where the review of drafts adds its lines.
 */
export function todoService({
  boards,
  applications,
  failedMails,
  privacyDue,
  awaitingReview,
}: {
  boards: readonly BoardService[];
  applications: Counted;
  /** What each e-mail given up was about. */
  failedMails: () => Promise<
    ReadonlyArray<{ qnaNo: number | null; applicationNo: number | null; messageNo: number | null }>
  >;
  /** People's requests waiting and due within so many days, or overdue. */
  privacyDue: (days: number) => Promise<number>;
  awaitingReview?: TodoSource | undefined;
}) {
  const may = (auth: Auth, page: Page) => can(auth.settings, 'r', page);
  const { application, qna } = CONTENT_TYPES;
  const typeOf = (board: BoardService) =>
    CONTENT_TYPES[board.resource.name as keyof typeof CONTENT_TYPES] as ContentType;
  const sectionOf = (type: ContentType) => type.adminSection as TodoLine['section'];
  /** A line linking to `type`'s list with `query`, counted by `service` in the admin's language. */
  const counted = async (
    { service, type, localeCd }: { service: Counted; type: ContentType; localeCd?: string | undefined },
    kind: string,
    query: Record<string, string>,
    auth: Auth,
  ): Promise<TodoLine> => ({
    kind,
    count: await total(service, { ...query, localeCd }, auth),
    section: sectionOf(type),
    type: type.name,
    query,
  });

  const newApplications: TodoSource = async (auth) =>
    may(auth, application.page)
      ? [
          await counted(
            { service: applications, type: application },
            'newApplications',
            { statusCd: '10' },
            auth,
          ),
        ]
      : [];

  /** Per board type the caller may read: its items out of date. */
  const outOfDate: TodoSource = (auth, { localeCd }) =>
    Promise.all(
      boards
        .filter((board) => board.markTranslationCurrent && may(auth, board.resource.page))
        .map((board) =>
          counted({ service: board, type: typeOf(board), localeCd }, 'outOfDate', { outOfDate: 'Y' }, auth),
        ),
    );

  /** Per scheduled type the caller may read: its items going live, and closing, in the next days. */
  const soon: TodoSource = async (auth, { localeCd }) =>
    Promise.all(
      boards
        .filter((board) => board.resource.schedule && may(auth, board.resource.page))
        .flatMap((board) => {
          const list = { service: board, type: typeOf(board), localeCd };
          return [
            counted(list, 'goingLive', { useYn: 'Y', soon: 'live' }, auth),
            counted(list, 'closing', { useYn: 'Y', soon: 'closing' }, auth),
          ];
        }),
    );

  /**
   * The e-mails given up, about applications and about inquiries, naming the items, and the job
   * alerts (seen with the personal-data right, as on their screen); each line opens the failed
   * e-mails (decision 063).
   */
  const failed: TodoSource = async (auth) => {
    const mails = await failedMails();
    const about = (type: ContentType, ids: number[]): TodoLine[] =>
      may(auth, type.page)
        ? [
            {
              kind: 'failedMails',
              count: ids.length,
              section: sectionOf(type),
              type: type.name,
              ids: [...new Set(ids)].slice(0, TODO_IDS),
              path: ADMIN_PATHS.failedMails(),
            },
          ]
        : [];
    return [
      ...about(
        application,
        mails.flatMap((mail) => (mail.applicationNo == null ? [] : [mail.applicationNo])),
      ),
      ...about(
        qna,
        mails.flatMap((mail) => (mail.qnaNo == null ? [] : [mail.qnaNo])),
      ),
      ...(may(auth, 'UserPrivacy')
        ? [
            {
              kind: 'failedJobAlerts',
              count: mails.filter((mail) => pageOfMail(mail) === 'UserPrivacy').length,
              path: ADMIN_PATHS.failedMails(),
            },
          ]
        : []),
    ];
  };

  const requestsDue: TodoSource = async (auth) =>
    may(auth, 'UserPrivacy')
      ? [{ kind: 'privacyDue', count: await privacyDue(SOON_DAYS), section: 'user/privacy' }]
      : [];

  const sources = [
    newApplications,
    ...(awaitingReview ? [awaitingReview] : []),
    outOfDate,
    soon,
    failed,
    requestsDue,
  ];

  return {
    /** Every line the caller may see, in the screen's order; zero counts included. */
    async lines(auth: Auth, options: TodoOptions = {}): Promise<TodoLine[]> {
      return (await Promise.all(sources.map((source) => source(auth, options)))).flat();
    },
  };
}

export type TodoService = ReturnType<typeof todoService>;
