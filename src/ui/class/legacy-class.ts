/**
 * The class a build before the worker's class store kept (the saved-store record under
 * LEGACY_CLASS_KEY: the files' text, the column mappings, the graded rows). The Class tab reads
 * its files and mappings once, hands them to the worker and grades them again, so a teacher who
 * updates finds their class, not a blank tab; the entry is deleted whatever it held.
 */
import type { AnswerColumn, ColumnMapping, KeyColumn } from '../../worker/messages';
import type { ClassFileInput, ClassOpenInput } from '../../worker/messages';
import { ANSWER_COLUMNS, KEY_COLUMNS } from '../../core/grading/columns';
import type { KeyValueBackend, SyncStorage } from '../persistence/backend';

export const LEGACY_CLASS_KEY = 'exactly:v1:class:results';

export type LegacyClass =
  | { kind: 'none' }
  /** What the worker is asked to open: the files and the teacher's mappings. */
  | { kind: 'class'; open: ClassOpenInput & { answers: ClassFileInput } }
  /** An entry was there but could not be read (damaged, or too old): deleted. */
  | { kind: 'unreadable' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function fileOf(value: unknown): ClassFileInput | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || typeof value.name !== 'string' || typeof value.text !== 'string') return undefined;
  return { name: value.name, data: value.text };
}

/** A saved mapping (every column, null where none) as the worker takes it; anything odd: found from the header again. */
function mappingOf<Column extends string>(value: unknown, columns: readonly Column[]): ColumnMapping<Column> | null {
  if (!isRecord(value)) return null;
  const mapping: ColumnMapping<Column> = {};
  for (const column of columns) {
    const at = value[column];
    if (typeof at === 'number' && Number.isInteger(at) && at >= 0) mapping[column] = at;
  }
  return mapping;
}

/** The saved-store record's state ({version, rev, state}); a marker or a tombstone has none. */
function stateOf(value: unknown): unknown {
  return isRecord(value) && 'state' in value ? value.state : undefined;
}

/** Reads the old class from the mirror or from IndexedDB (the mirror holds only a marker when the class was large). */
export function readLegacyClass(mirrorText: string | null, stored: unknown): LegacyClass {
  if (mirrorText === null && stored === undefined) return { kind: 'none' };
  let fromMirror: unknown;
  try {
    fromMirror = mirrorText === null ? undefined : stateOf(JSON.parse(mirrorText));
  } catch {
    fromMirror = undefined;
  }
  const state = fromMirror ?? stateOf(stored);
  if (!isRecord(state)) return { kind: 'unreadable' };
  const answers = fileOf(state.answers);
  const key = fileOf(state.key);
  // Nothing was opened (a class cleared to its empty state): nothing to bring back.
  if (answers === null) return { kind: 'none' };
  if (answers === undefined || key === undefined) return { kind: 'unreadable' };
  return {
    kind: 'class',
    open: {
      answers,
      key,
      answersMapping: mappingOf<AnswerColumn>(state.answersMapping, ANSWER_COLUMNS),
      keyMapping: mappingOf<KeyColumn>(state.keyMapping, KEY_COLUMNS),
    },
  };
}

/** Reads the old class once and deletes it from both storages; never rejects. */
export async function takeLegacyClass(mirror: SyncStorage | null, backend: KeyValueBackend): Promise<LegacyClass> {
  let mirrorText: string | null = null;
  try {
    mirrorText = mirror?.getItem(LEGACY_CLASS_KEY) ?? null;
  } catch {
    mirrorText = null;
  }
  const stored = await backend.get(LEGACY_CLASS_KEY).catch(() => undefined);
  const legacy = readLegacyClass(mirrorText, stored);
  try {
    mirror?.removeItem(LEGACY_CLASS_KEY);
  } catch {
    // A mirror that refuses removal refused the write too: nothing of ours is left there.
  }
  if (stored !== undefined) await backend.del(LEGACY_CLASS_KEY).catch(() => {});
  return legacy;
}
