import type { LocaleCd } from '../../../common/codes.ts';
import { questionsOf } from '../../../common/schemas/questions.ts';
import { htmlToText } from '../../../common/text.ts';
import { namesOf } from '../sections/form.ts';
import type { FieldDef, Values } from '../sections/types.ts';

/** A run of words a diff keeps, adds or removes. */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** Above this many words on a side the texts are shown as replaced whole: a diff would be slow. */
const MAX_WORDS = 3000;

const wordsOf = (text: string) => text.split(/(\s+)/).filter((word) => word !== '');

/**
 * Each stretch of changes as one removal then one addition: the spaces between changed words
 * belong to the stretch, so "opens in May" → "is cancelled" reads as two phrases, not five words.
 */
function joined(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed) out.push({ kind: 'removed', text: removed });
    if (added) out.push({ kind: 'added', text: added });
    removed = '';
    added = '';
  };
  parts.forEach((part, n) => {
    const isInStretch = removed !== '' || added !== '';
    const isGap =
      part.kind === 'same' &&
      /^\s+$/.test(part.text) &&
      isInStretch &&
      (parts[n + 1]?.kind ?? 'same') !== 'same';
    if (part.kind === 'removed' || isGap) removed += part.text;
    if (part.kind === 'added' || isGap) added += part.text;
    if (part.kind !== 'same' || isGap) return;
    flush();
    const last = out.at(-1);
    if (last?.kind === 'same') last.text += part.text;
    else out.push({ ...part });
  });
  flush();
  return out;
}

/**
 * What changed from `before` to `after`, word by word (whitespace kept): the longest common
 * subsequence of their words, the rest removed or added. Identical heads and tails are cut first,
 * which is most of a text after a small edit.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = wordsOf(before);
  const b = wordsOf(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const parts: DiffPart[] = [{ kind: 'same', text: a.slice(0, head).join('') }];
  if (midA.length > MAX_WORDS || midB.length > MAX_WORDS)
    parts.push({ kind: 'removed', text: midA.join('') }, { kind: 'added', text: midB.join('') });
  else {
    // lcs[i][j]: the common subsequence's length of midA from i and midB from j.
    const lcs = Array.from({ length: midA.length + 1 }, () => new Uint16Array(midB.length + 1));
    for (let i = midA.length - 1; i >= 0; i--)
      for (let j = midB.length - 1; j >= 0; j--)
        lcs[i]![j] =
          midA[i] === midB[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    let i = 0;
    let j = 0;
    while (i < midA.length || j < midB.length) {
      if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
        parts.push({ kind: 'same', text: midA[i++]! });
        j++;
      } else if (i < midA.length && (j === midB.length || lcs[i + 1]![j]! >= lcs[i]![j + 1]!))
        // Removals before additions: "May → June" reads as the old word, then the new.
        parts.push({ kind: 'removed', text: midA[i++]! });
      else parts.push({ kind: 'added', text: midB[j++]! });
    }
  }
  parts.push({ kind: 'same', text: a.slice(a.length - tail).join('') });
  return joined(parts.filter((part) => part.text !== ''));
}

/** One field a version changed: its label key and the words before and after. */
export interface FieldChange {
  label: string;
  parts: DiffPart[];
}

/** Screening questions (a list, or stored JSON text) one after another, with what matters of each. */
const questionsText = (value: unknown) =>
  questionsOf(value)
    .map((q) => {
      const marks = [
        q.kind,
        q.required === 'Y' ? 'required' : '',
        q.knockoutAnswer && `knockout ${q.knockoutAnswer}`,
      ];
      return `${q.text} (${marks.filter(Boolean).join(', ')})`;
    })
    .join(' · ');

/** How a stored value reads: rich text as its text, codes by their labels, files by their names. */
function readable(field: FieldDef, name: string, row: Values, localeCd: LocaleCd): string {
  const value = row[field.file ? field.file.nameField : name];
  if (field.kind === 'questions') return questionsText(value);
  const text = value === null || value === undefined ? '' : String(value);
  if (field.kind === 'editor') return htmlToText(text).replace(/\s+/g, ' ').trim();
  const option = field.options?.(localeCd).find((o) => o.value === text);
  return option ? option.label : text;
}

/**
 * The fields of the form that differ between two versions (an item's older and newer), in the
 * form's order, each as a word diff of its readable value.
 */
export function versionChanges(fields: FieldDef[], before: Values, after: Values, localeCd: LocaleCd) {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (field.kind === 'password' || field.kind === 'permissions') continue;
    const names = field.file ? [field.file.nameField] : namesOf(field);
    const old = names.map((name) => readable(field, name, before, localeCd)).join(' ~ ');
    const now = names.map((name) => readable(field, name, after, localeCd)).join(' ~ ');
    if (old !== now) changes.push({ label: field.label, parts: wordDiff(old, now) });
  }
  return changes;
}
