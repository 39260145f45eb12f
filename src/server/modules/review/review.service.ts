import { can, hasPublishRight } from '../../../common/permissions.ts';
import {
  REVIEW_MSG,
  type ReviewStep,
  reviewReturnSchema,
  reviewSettingsSchema,
} from '../../../common/schemas/review.ts';
import type { Auth } from '../../auth.ts';
import type { Db } from '../../db/index.ts';
import { badRequest, conflict, forbidden, notFound, parseOrThrow } from '../../errors.ts';
import type { FormInput } from '../../storage/uploads.ts';
import type { BoardService } from '../content/service.ts';
import type { Saved } from '../content/writes.ts';
import type { RevisionService } from '../revision/revision.service.ts';
import { reviewRepository } from './review.repository.ts';

const now = () => new Date().toISOString();

/**
 * Review before publish (decision 058). Per board type, review is off until turned on; while on,
 * an account with the edit right but not the publish right `p` changes nothing visitors see: it
 * keeps its changes as the item's draft and submits it; a holder of `p` approves it (a save like
 * any other) or returns it with a comment. Every step is an event in the item's review history.
 */
export function reviewService({
  db,
  boards,
  revisions,
}: {
  db: Db;
  boards: readonly BoardService[];
  revisions: RevisionService;
}) {
  const repo = reviewRepository(db);
  /** The types review can be on for: those whose page has the publish right. */
  const reviewable = boards.filter((board) => hasPublishRight(board.resource.page));
  const boardOf = (name: string) => {
    const board = reviewable.find((b) => b.resource.name === name);
    if (!board) throw notFound();
    return board;
  };
  const itemKey = (board: BoardService, id: number) => ({ contentType: board.resource.name, itemNo: id });
  const event = (board: BoardService, id: number, auth: Auth, step: ReviewStep, extra = {}) =>
    repo.addEvent(itemKey(board, id), {
      step,
      comment: null,
      revisionNo: null,
      username: auth.user.username,
      createDt: now(),
      ...extra,
    });

  async function settings() {
    const on = new Set(await repo.typesOn());
    return { types: Object.fromEntries(reviewable.map((b) => [b.resource.name, on.has(b.resource.name)])) };
  }

  /** Whether `auth` only submits on `board`: review is on for it and `auth` lacks the publish right. */
  async function isHeld(board: BoardService, auth: Auth): Promise<boolean> {
    if (!hasPublishRight(board.resource.page) || can(auth.settings, 'p', board.resource.page)) return false;
    return (await repo.typesOn()).includes(board.resource.name);
  }

  /** The submitted draft of the item, or 404 (no draft) / 409 (a draft not awaiting review). */
  async function awaitingDraft(board: BoardService, id: number) {
    const draft = await board.versions.draft(id);
    if (draft.reviewState !== 'submitted') throw conflict(REVIEW_MSG.notAwaiting);
    return draft;
  }

  async function submit(board: BoardService, id: number, auth: Auth): Promise<'OK'> {
    const draft = await board.versions.draft(id);
    if (draft.reviewState === 'submitted') return 'OK';
    await revisions.setDraftReview(itemKey(board, id), { reviewState: 'submitted', reviewComment: null });
    await event(board, id, auth, 'submitted');
    return 'OK';
  }

  return {
    /** The types review can be on for. */
    reviewableTypes: reviewable.map((b) => b.resource.name),

    settings,

    /** Turns review on or off for the types named (unknown names: 400); answers the settings. */
    async setSettings(body: unknown) {
      const { types } = parseOrThrow(reviewSettingsSchema, body);
      const unknown = Object.keys(types).filter((name) => !reviewable.some((b) => b.resource.name === name));
      if (unknown.length) throw badRequest(`No such type to review: ${unknown.join(', ')}`);
      const on = new Set(await repo.typesOn());
      for (const [name, isOn] of Object.entries(types)) isOn ? on.add(name) : on.delete(name);
      await repo.setTypesOn([...on].sort());
      return settings();
    },

    /**
     * What the content routes ask of one type: refuse a change that would reach visitors from an
     * account that only submits (403), and create such an account's new item hidden, its content
     * a draft awaiting review.
     */
    gateOf(board: BoardService) {
      return {
        async guardPublish(auth: Auth): Promise<void> {
          if (await isHeld(board, auth)) throw forbidden(REVIEW_MSG.needsPublishRight);
        },

        /**
         * Publishing the draft through the draft's own route: held accounts are refused; a draft
         * that was awaiting review is approved by it, and its history says so.
         */
        async publishDraft(id: number, auth: Auth, publish: () => Promise<Saved>): Promise<Saved> {
          if (await isHeld(board, auth)) throw forbidden(REVIEW_MSG.needsPublishRight);
          const pending = await revisions.findDraft(itemKey(board, id));
          const saved = await publish();
          if (pending?.reviewState === 'submitted')
            await event(board, id, auth, 'approved', { revisionNo: saved.revisionNo });
          return saved;
        },

        /**
         * A new item. From an account that only submits, one meant to show (not sent with useYn N)
         * is created hidden, and what was sent becomes its draft, submitted for review.
         */
        async create(form: FormInput, auth: Auth, create: (form: FormInput) => Promise<Saved>) {
          if (form.fields.useYn === 'N' || !(await isHeld(board, auth))) return create(form);
          const saved = await create({ ...form, fields: { ...form.fields, useYn: 'N' } });
          await board.versions.saveDraft(
            saved.id,
            { fields: { ...form.fields, useYn: 'Y' }, files: {} },
            auth,
          );
          await submit(board, saved.id, auth);
          return saved;
        },
      };
    },

    /** POST …/draft/submit: the item's draft, marked awaiting review (again, after a return). */
    submit: (type: string, id: number, auth: Auth) => submit(boardOf(type), id, auth),

    /**
     * POST …/draft/approve: publishes the submitted draft as a save (a new revision); with
     * `expected`, only over that version of the item (decision 057).
     */
    async approve(type: string, id: number, auth: Auth, expected?: number): Promise<Saved> {
      const board = boardOf(type);
      await awaitingDraft(board, id);
      const saved = await board.versions.publishDraft(id, auth, expected);
      await event(board, id, auth, 'approved', { revisionNo: saved.revisionNo });
      return saved;
    },

    /** POST …/draft/return: the draft stays, marked returned with the reviewer's comment. */
    async returnDraft(type: string, id: number, body: unknown, auth: Auth): Promise<'OK'> {
      const board = boardOf(type);
      const { comment } = parseOrThrow(reviewReturnSchema, body);
      await awaitingDraft(board, id);
      await revisions.setDraftReview(itemKey(board, id), { reviewState: 'returned', reviewComment: comment });
      await event(board, id, auth, 'returned', { comment });
      return 'OK';
    },

    /** GET …/review: the item's review steps, newest first: `{list, total}`. */
    async history(type: string, id: number) {
      const board = boardOf(type);
      await board.versions.list(id);
      const list = (await repo.events(itemKey(board, id))).map((row) => ({
        ...row,
        eventNo: Number(row.eventNo),
        revisionNo: row.revisionNo === null ? null : Number(row.revisionNo),
      }));
      return { list, total: list.length };
    },

    /**
     * GET /api/review/queue: the drafts awaiting review on every type the caller may publish,
     * oldest submission first, each with its item, title, language, who submitted it and when.
     */
    async queue(auth: Auth) {
      const types = reviewable
        .filter((b) => can(auth.settings, 'p', b.resource.page))
        .map((b) => b.resource.name);
      const [drafts, submissions] = await Promise.all([
        revisions.draftsAwaiting(types),
        types.length ? repo.submissions(types) : [],
      ]);
      const submitted = new Map(submissions.map((s) => [`${s.contentType} ${Number(s.itemNo)}`, s]));
      const list = drafts
        .map((draft) => {
          const by = submitted.get(`${draft.contentType} ${draft.itemNo}`) ?? draft;
          return {
            contentType: draft.contentType,
            id: draft.itemNo,
            title: String(draft.fields.title ?? draft.fields.name ?? ''),
            localeCd: String(draft.fields.localeCd ?? ''),
            username: by.username,
            submittedAt: by.createDt,
          };
        })
        .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
      return { list, total: list.length };
    },
  };
}

export type ReviewService = ReturnType<typeof reviewService>;
export type ReviewGate = ReturnType<ReviewService['gateOf']>;
