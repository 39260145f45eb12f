import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { clockTime } from '../lib/clock-time.ts';
import {
  type Draft,
  draftKey,
  draftOf,
  readDraft,
  removeDraft,
  snapshot,
  writeDraft,
} from '../lib/drafts.ts';
import { useSession } from '../lib/session.tsx';
import type { FieldDef, Values } from '../sections/types.ts';

interface FormDraftOptions {
  section: string;
  id: number | undefined;
  /** What the form started from (the initial values, or the record once loaded); null while loading. */
  baseline: Values | null;
  values: Values;
  fields: FieldDef[];
  isDirty: boolean;
  /** True once the form is saved: nothing more is written. */
  isSaved: () => boolean;
  setValues: (values: Values) => void;
}

/**
 * The local draft of one form: offered back once the form has its starting values, then kept in
 * step with the changes (debounced, and at once when the tab closes) until it is saved or dropped.
 */
export function useFormDraft({
  section,
  id,
  baseline,
  values,
  fields,
  isDirty,
  isSaved,
  setValues,
}: FormDraftOptions) {
  const { user } = useSession();
  const key = user ? draftKey(user.userNo, section, id) : null;
  const [offer, setOffer] = useState<Draft | null>(null);
  const [isChecked, setIsChecked] = useState(false);
  const pending = useRef<(() => void) | null>(null);

  // Once the form has its starting values, a draft that differs from them is offered back.
  useEffect(() => {
    if (!baseline || !key || isChecked) return;
    const draft = readDraft(key);
    if (draft && snapshot({ ...baseline, ...draft.values }, fields) !== snapshot(baseline, fields))
      setOffer(draft);
    else if (draft) removeDraft(key);
    setIsChecked(true);
  });

  // The draft follows the changes (debounced), and goes when the values are back to the start.
  useEffect(() => {
    if (!key || !isChecked || offer || isSaved()) return;
    if (!isDirty) {
      removeDraft(key);
      return;
    }
    const write = () => {
      pending.current = null;
      writeDraft(key, draftOf(values, fields));
    };
    pending.current = write;
    const timer = window.setTimeout(write, 500);
    return () => {
      window.clearTimeout(timer);
      pending.current = null;
    };
  }, [key, isChecked, offer, isDirty, values]);

  // Closing or reloading the tab writes a draft still waiting for its debounce.
  useEffect(() => {
    const flush = () => pending.current?.();
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, []);

  // Another account signing in over the form takes the draft along.
  const lastKey = useRef(key);
  useEffect(() => {
    if (lastKey.current && lastKey.current !== key) removeDraft(lastKey.current);
    lastKey.current = key;
  }, [key]);

  const forget = () => {
    if (key) removeDraft(key);
  };
  return {
    offer,
    restore: () => {
      if (!offer || !baseline) return;
      setValues({ ...baseline, ...offer.values });
      setOffer(null);
    },
    discard: () => {
      forget();
      setOffer(null);
    },
    /** After a save, or when the editor agreed to leave the changes. */
    forget,
    /**
     * Keeps `values` as the draft and offers them back (the editor took someone else's version
     * over theirs, decision 057): nothing typed is lost.
     */
    keepAside: (values: Values) => {
      if (!key) return;
      const kept = draftOf(values, fields);
      writeDraft(key, kept);
      setOffer(kept);
    },
  };
}

/** "Restore the unsaved draft from 14:32?" with Restore and Discard. */
export function DraftOffer({ draft }: { draft: ReturnType<typeof useFormDraft> }) {
  const { t, locale } = useI18n();
  const { offer } = draft;
  if (!offer) return null;
  return (
    <div className="admin-draft" role="status">
      <p>
        {t('draft.offer', { time: clockTime(offer.savedAt, locale) })}
        {offer.hasFiles && ` ${t('draft.files')}`}
      </p>
      <div className="admin-draft__actions">
        <button type="button" className="admin-button admin-button--primary" onClick={draft.restore}>
          {t('draft.restore')}
        </button>
        <button type="button" className="admin-button" onClick={draft.discard}>
          {t('draft.discard')}
        </button>
      </div>
    </div>
  );
}
