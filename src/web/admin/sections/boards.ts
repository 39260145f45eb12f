import { lazy } from 'react';
import { APPLICATION_STATUSES, INQUIRY_STATUSES } from '../../../common/codes.ts';
import { CONTENT_TYPES, type ContentTypeName } from '../../../common/content-types.ts';
import { isMediaPick } from '../lib/media.ts';
import { QnaDetail } from '../screens/QnaDetail.tsx';
import {
  applicationCountColumn,
  applicationCounts,
  applicationSelection,
  applicationStatusForm,
  applicationViews,
  appliedJobOptions,
  applicationSourceOptions,
} from './applications.tsx';
import { acceptOf, boardForm, boardSection } from './board.ts';
import { firstProblem, options } from './form.ts';
import { JOB_TEMPLATE } from './templates.ts';
import type { SectionDef } from './types.ts';

/**
 * The content sections: each its declaration (`boardSection`) plus what it adds by hand: the
 * banner's image check before saving, the job's template and count of applications, the video
 * list's pinned featured row, the inquiries' read-only detail, status filter and export, the
 * applications' job and status filters, export and detail.
 */

const {
  banner: bannerType,
  job,
  video: videoType,
  qna: qnaType,
  application: applicationType,
} = CONTENT_TYPES;

const bannerForm = boardForm(bannerType);
const bannerImageTypes = acceptOf(bannerType);

const banner = boardSection(bannerType, {
  form: {
    ...bannerForm,
    // The spec's message comes before the other checks, for a new banner without an image too.
    validate: (values, ctx) => {
      const image = values[bannerType.upload.field];
      if (
        (ctx.isNew && !(image instanceof File) && !isMediaPick(image)) ||
        (image instanceof File && !bannerImageTypes.includes(image.type))
      )
        return bannerType.upload.typeMessage;
      return firstProblem(bannerType.schema, { localeCd: ctx.localeCd, ...values });
    },
  },
});

const jobForm = boardForm(job);

const recruit = boardSection(job, {
  form: { ...jobForm, initial: (ctx) => ({ ...jobForm.initial(ctx), contents: JOB_TEMPLATE[ctx.localeCd] }) },
  // Holders of the Application read right see each job's applications, counted in one call a page.
  columns: [...boardSection(job).columns, applicationCountColumn],
  listExtras: { applicationCounts },
});

const video = boardSection(videoType, {
  // Spec 6: every video row opens its detail; only the pinned featured row needs e.
  detailRight: 'r',
  listQuery: { typeCd: '10' },
  pinnedQuery: { typeCd: '00' },
});

const qna = boardSection(qnaType, {
  retention: 'inquiryDays',
  filters: [{ name: 'statusCd', label: 'status', options: options(INQUIRY_STATUSES) }],
  hasDateRange: true,
  exportApi: `${qnaType.api}/export`,
  detailScreen: QnaDetail,
  hasAdd: false,
  form: undefined,
});

/**
 * Applications for every job, whatever language they came in. Readers open them too (the answers
 * and the CV are what they read); the status and note form saves only with e.
 */
const application = boardSection(applicationType, {
  isLocalized: false,
  retention: 'applicationDays',
  filters: [
    { name: 'jobNo', label: 'job', loadOptions: appliedJobOptions, accepts: /^\d{1,10}$/ },
    { name: 'statusCd', label: 'status', options: options(APPLICATION_STATUSES) },
    { name: 'source', label: 'source', loadOptions: applicationSourceOptions, accepts: /^[a-z0-9-]{1,40}$/ },
  ],
  exportApi: `${applicationType.api}/export`,
  detailRight: 'r',
  hasAdd: false,
  form: applicationStatusForm,
  // Its timeline, answers and messages load with the first application opened.
  recordSummary: lazy(() =>
    import('../screens/ApplicationDetail.tsx').then((m) => ({ default: m.ApplicationDetail })),
  ),
  selection: applicationSelection,
  views: applicationViews,
});

/** The sections that add something by hand to their declarations, by type name. */
// Some types' own hooks: not a list of the board types (the others get their declaration alone).
const SPECIAL: Partial<Record<ContentTypeName, SectionDef>> = {
  banner,
  job: recruit,
  video,
  qna,
  application,
};

/** Every content type's section, by its admin path: its special one, or its declaration alone. */
export const BOARD_SECTIONS = Object.fromEntries(
  Object.values(CONTENT_TYPES).map((type) => [type.adminSection, SPECIAL[type.name] ?? boardSection(type)]),
) as Record<(typeof CONTENT_TYPES)[ContentTypeName]['adminSection'], SectionDef>;
