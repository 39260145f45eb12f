import { type FormEvent, Suspense, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { ApiError, api, startFromVersion } from '../lib/api.ts';
import { conflictOf } from '../lib/conflicts.ts';
import { useDialogs } from '../lib/dialogs.tsx';
import { snapshot } from '../lib/drafts.ts';
import { listPathOf } from '../lib/list-memory.ts';
import { Link, useLeaveGuard, useRouter } from '../lib/router.tsx';
import { presenceTypeOf, useItemPresence } from '../lib/presence.ts';
import { useFormSession, useSession } from '../lib/session.tsx';
import { translatedValues, withTranslationOf } from '../sections/form.ts';
import type { FieldDef, FormDef, SectionDef, Values } from '../sections/types.ts';
import { useConflictChoice } from './ConflictDialog.tsx';
import { DraftOffer, useFormDraft } from './DraftOffer.tsx';
import { Field } from './Field.tsx';
import { OutOfDateNotice } from './OutOfDate.tsx';
import { PresenceNotice } from './Presence.tsx';
import { PreviewLink } from './PreviewLink.tsx';
import { ReviewHistory, ReviewNotice, submitForReview, useReviewHold } from './Review.tsx';
import { SectionGuidance } from './SectionGuidance.tsx';
import { contentLocaleOf, TranslationLink, TranslationNotice, useTranslationSource } from './Translation.tsx';
import { loadServerDraft, RevisionHistory, type ServerDraft, ServerDraftNotice } from './Versions.tsx';

/** A save the editor stopped (closed the conflict screen, or took the other version). */
const STOPPED = Symbol('stopped');

/**
 * The one add/edit screen (spec 2, 4, 5): edit mode when the path has /detail/{id}; every save
 * checks the fields in the spec's order, asks 'Do you want to save?', and reports the spec's
 * success message or the server's own. Nothing typed is lost: the form keeps its session alive and
 * signs in again over itself, keeps a local draft it offers back after a reload, and asks before
 * its unsaved changes are left behind. A new item with `translationOf` (decision 034) starts from that
 * item in the other language and is linked to it when saved.
 */
export function FormScreen({
  section,
  id,
  translationOf,
  revisionNo,
}: {
  section: SectionDef & { form: FormDef };
  id?: number;
  translationOf?: number;
  /** A version to open in the History (the link of an access history entry, decision 040). */
  revisionNo?: number | undefined;
}) {
  const { t, localeCd: adminLocaleCd } = useI18n();
  const dialogs = useDialogs();
  const { navigate } = useRouter();
  const { can, user } = useSession();
  const isNew = id === undefined;
  /** Opened with the read right only (video rows, SectionDef.detailRight): shown, not saved. */
  const isReadOnly = !isNew && !can('e', section.page);
  const form = section.form;
  useFormSession({ action: isNew ? 'a' : 'e', page: section.page });
  // Only who may save is announced as editing (decision 061).
  const others = useItemPresence(isReadOnly ? undefined : presenceTypeOf(section.key), id);
  const [record, setRecord] = useState<Values | null>(null);
  const [initial, setInitial] = useState<Values>(() =>
    isNew ? form.initial({ localeCd: adminLocaleCd, t }) : {},
  );
  const [values, setValues] = useState<Values>(initial);
  const [loadError, setLoadError] = useState('');
  /** Values that passed their Duplication Check, per field. */
  const [checked, setChecked] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  /** Board items (decision 037) keep versions and may have a draft: the form shows it and publishes it. */
  const isVersioned = !isNew && !!section.translatable;
  /** Review is on for the type and the editor lacks the publish right: saving submits (decision 058). */
  const isHeld = useReviewHold(section);
  const [serverDraft, setServerDraft] = useState<ServerDraft | null>(null);
  /** Bumped after a draft is saved or dropped or a version restored: the item is read again. */
  const [reloadKey, setReloadKey] = useState(0);
  const source = useTranslationSource(section.api, isNew && section.translatable ? translationOf : undefined);
  const isTranslating = isNew && !!section.translatable && translationOf !== undefined;
  /** The item translated, once loaded (else the form starts empty, unlinked). */
  const translated = source && 'row' in source ? source.row : null;
  /** The language of the item edited, which is not always the editor's (decision 034). */
  const localeCd = contentLocaleOf({ record, source, adminLocaleCd });
  /** A new record's values in its language: from the item translated, when there is one. */
  const startOf = (row: Values | null) => {
    const start = form.initial({ localeCd, t });
    return row ? translatedValues(form.fields, row, start) : start;
  };

  useEffect(() => {
    if (!translated) return;
    const start = startOf(translated);
    setInitial(start);
    setValues(start);
  }, [translated]);

  useEffect(() => {
    if (isNew) return;
    const path = `${section.api}/${id}`;
    Promise.all([api.get<Values>(path), isVersioned ? loadServerDraft(path) : null]).then(
      ([row, pending]) => {
        // A pending draft is what the form edits: its fields over the published item.
        const shown = pending ? { ...row, ...pending.fields } : row;
        setServerDraft(pending);
        setRecord(shown);
        setValues(shown);
      },
      (e: Error) => setLoadError(e.message),
    );
  }, [isNew, id, section.api, reloadKey]);

  const set = (patch: Values) => setValues((v) => ({ ...v, ...patch }));
  const ctx = { isNew, localeCd, t };
  const visible = form.fields.filter(
    (f) => (isNew || !f.isCreateOnly) && (f.isShownWhen?.({ values, record, userNo: user?.userNo }) ?? true),
  );

  /** What the form started from: the initial values, or the record once loaded. */
  const baseline = isNew ? initial : record;
  const isDirty = !!baseline && snapshot(values, visible) !== snapshot(baseline, visible);
  const isSaved = useRef(false);
  const draft = useFormDraft({
    section: section.key,
    id,
    baseline,
    values,
    fields: visible,
    isDirty,
    isSaved: () => isSaved.current,
    setValues,
  });

  // The admin language sets the locale of what is created: the form starts again in it (the
  // editor agreed to drop any changes before the switch).
  const shownLocale = useRef(adminLocaleCd);
  useEffect(() => {
    if (shownLocale.current === adminLocaleCd) return;
    shownLocale.current = adminLocaleCd;
    if (isNew) {
      const fresh = startOf(translated);
      setInitial(fresh);
      setValues(fresh);
    } else if (record) setValues(record);
    setChecked({});
  }, [adminLocaleCd]);

  useLeaveGuard({
    isDirty: () => isDirty && !isSaved.current,
    confirm: async (reason) => {
      const isLeaving = await dialogs.confirm(t(`unsaved.${reason}`));
      if (isLeaving) draft.forget();
      return isLeaving;
    },
  });

  /** A value needs a passed check when it is new or differs from the stored one. */
  const needsCheck = (field: FieldDef) =>
    !!field.duplicateCheck &&
    !(field.isFixedOnEdit && !isNew) &&
    (isNew || values[field.name] !== record?.[field.name]) &&
    checked[field.name] !== values[field.name];

  const runDuplicateCheck = async (field: FieldDef) => {
    const check = field.duplicateCheck!;
    const value = String(values[field.name] ?? '').trim();
    const problem = value ? check.validate?.(value) : 'fillAllFields';
    if (problem) {
      await dialogs.alert(t(`msg.${problem}`));
      return;
    }
    try {
      const found = await api.post<unknown[]>(check.path, { [check.bodyField]: value });
      if (found.length === 0) {
        setChecked((c) => ({ ...c, [field.name]: value }));
        set({ [field.name]: value });
        await dialogs.alert(t(`msg.${check.free}`));
      } else await dialogs.alert(t(`msg.${check.taken}`));
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 401) await dialogs.alert((e as Error).message);
    }
  };

  /** The form's first problem shown, or null when it may be sent. */
  const problemShown = async () => {
    const problem = form.validate?.(values, ctx);
    if (problem) return dialogs.alert(problem);
    const unchecked = visible.find(needsCheck);
    if (unchecked) return dialogs.alert(t(`msg.${unchecked.duplicateCheck!.required}`));
    return null;
  };

  /** 'Save draft': the changes kept on the server, unseen by visitors; the form stays open. */
  const saveDraft = async () => {
    if (isSaving || (await problemShown()) !== null) return;
    setIsSaving(true);
    try {
      const body = form.toBody(values, ctx);
      if ((await sendResolvingConflicts(() => api.post(`${section.api}/${id}/draft`, body))) === STOPPED)
        return;
      draft.forget();
      await dialogs.alert(t('serverDraft.saved'));
      setReloadKey((k) => k + 1);
    } catch (error) {
      const isSignedOut = error instanceof ApiError && error.status === 401;
      await dialogs.alert(isSignedOut ? t('session.notSaved') : (error as Error).message);
    } finally {
      setIsSaving(false);
    }
  };

  const discardDraft = async () => {
    if (!(await dialogs.confirm(t('serverDraft.confirmDiscard')))) return;
    try {
      await api.delete(`${section.api}/${id}/draft`, {});
      draft.forget();
      setReloadKey((k) => k + 1);
    } catch (error) {
      await dialogs.alert((error as Error).message);
    }
  };

  const chooseOnConflict = useConflictChoice();
  /**
   * Sends a save; when someone else saved the item since it was opened (decision 057), the editor
   * chooses: keep mine saves again over their version, take theirs puts it in the form and keeps
   * the editor's values as the local draft. Closed without a choice, the form stays as it is.
   */
  const sendResolvingConflicts = async <T,>(send: () => Promise<T>): Promise<T | typeof STOPPED> => {
    for (;;) {
      try {
        return await send();
      } catch (error) {
        const conflict = isNew ? null : conflictOf(error);
        if (!conflict) throw error;
        const choice = await chooseOnConflict(conflict, { fields: visible, mine: values });
        if (!choice) return STOPPED;
        startFromVersion(`${section.api}/${id}`, conflict.current.version);
        if (choice === 'mine') continue;
        draft.keepAside(values);
        setRecord(conflict.current);
        setValues(conflict.current);
        await dialogs.alert(t('conflict.tookTheirs'));
        return STOPPED;
      }
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (isSaving || (await problemShown()) !== null) return;
    if (!(await dialogs.confirm(t(isHeld ? 'review.confirmSubmit' : 'msg.confirmSave')))) return;
    setIsSaving(true);
    try {
      const body = form.toBody(values, ctx);
      if (isHeld && !isNew) {
        await submitForReview(`${section.api}/${id}`, body);
        isSaved.current = true;
        draft.forget();
        await dialogs.alert(t('review.submitted'));
        navigate(listPathOf(section.key));
        return;
      }
      // With a pending draft, publishing goes through it: the draft takes the form's values (and
      // any file it kept), then becomes the published version.
      const send = async () => {
        if (serverDraft) await api.post(`${section.api}/${id}/draft`, body);
        return serverDraft
          ? await api.post<unknown>(`${section.api}/${id}/draft/publish`)
          : await api.post<unknown>(
              isNew ? section.api : `${section.api}/${id}`,
              translated && translationOf ? withTranslationOf(body, translationOf) : body,
            );
      };
      const result = await sendResolvingConflicts(send);
      if (result === STOPPED) return;
      if (form.isAffectedRows && (result as { affectedRows?: number })?.affectedRows !== 1) {
        await dialogs.alert(t(`msg.${form.failedMessage?.(isNew) ?? 'tryAgain'}`));
        return;
      }
      isSaved.current = true;
      draft.forget();
      await dialogs.alert(
        isHeld && values.useYn !== 'N'
          ? t('review.createdForReview')
          : t(`msg.${form.savedMessage?.(isNew) ?? (isNew ? 'stored' : 'updated')}`),
      );
      navigate(listPathOf(section.key));
    } catch (error) {
      // A 401 here means the editor closed the sign-in dialog: the form and its draft stay.
      const isSignedOut = error instanceof ApiError && error.status === 401;
      await dialogs.alert(isSignedOut ? t('session.notSaved') : (error as Error).message);
    } finally {
      setIsSaving(false);
    }
  };

  const title = `${t(`page.${section.key}`)} · ${isNew ? t('form.add') : t('form.edit')}`;
  if (loadError)
    return (
      <section className="admin-screen">
        <h1 className="admin-screen__title">{title}</h1>
        <p className="admin-error" role="alert">
          {loadError}
        </p>
        <Link to={listPathOf(section.key)} className="admin-button">
          {t('form.list')}
        </Link>
      </section>
    );

  return (
    <section className="admin-screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="admin-screen__title">
        {title}
      </h1>
      <SectionGuidance section={section} />
      <PresenceNotice others={others} />
      <DraftOffer draft={draft} />
      {section.recordSummary && record && (
        <Suspense fallback={<p className="admin-loading">{t('form.loading')}</p>}>
          <section.recordSummary record={record} />
        </Suspense>
      )}
      {serverDraft && (
        <ServerDraftNotice draft={serverDraft} canEdit={!isReadOnly} onDiscard={discardDraft} />
      )}
      {serverDraft && <ReviewNotice draft={serverDraft} />}
      {isTranslating && source && <TranslationNotice section={section} id={translationOf} source={source} />}
      {record && <OutOfDateNotice section={section} record={record} />}
      {(!isNew && !record) || (isTranslating && !source) ? (
        <p className="admin-loading">{t('form.loading')}</p>
      ) : (
        <div className={isVersioned ? 'admin-form-layout' : undefined}>
          <form className="admin-form" onSubmit={onSubmit} noValidate>
            <fieldset className="admin-form__fields" disabled={isReadOnly}>
              {visible.map((field) => (
                <Field
                  key={field.name}
                  field={field}
                  values={values}
                  record={record}
                  isNew={isNew}
                  set={set}
                  onDuplicateCheck={() => runDuplicateCheck(field)}
                />
              ))}
            </fieldset>
            <div className="admin-form__actions">
              {!isNew && record && <TranslationLink section={section} record={record} />}
              {!isNew && <PreviewLink section={section} id={id} hasDraft={!!serverDraft} />}
              <Link to={listPathOf(section.key)} className="admin-button">
                {t('form.list')}
              </Link>
              {!isReadOnly && isVersioned && (
                <button type="button" className="admin-button" disabled={isSaving} onClick={saveDraft}>
                  {t('serverDraft.save')}
                </button>
              )}
              {!isReadOnly && (
                <button type="submit" className="admin-button admin-button--primary" disabled={isSaving}>
                  {t(isHeld ? 'review.submit' : serverDraft ? 'serverDraft.publish' : 'form.save')}
                </button>
              )}
            </div>
          </form>
          {isVersioned && (
            <RevisionHistory
              section={section}
              id={id}
              fields={visible}
              reloadKey={reloadKey}
              opened={revisionNo}
              canRestore={!isHeld}
              onRestored={() => {
                draft.forget();
                setReloadKey((k) => k + 1);
              }}
            />
          )}
          {isVersioned && <ReviewHistory section={section} id={id} reloadKey={reloadKey} />}
        </div>
      )}
    </section>
  );
}
