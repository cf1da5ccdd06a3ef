import { describe, expect, it } from 'vitest';
import { memoryBackend, type SyncStorage } from '../persistence/backend';
import { LEGACY_CLASS_KEY, readLegacyClass, takeLegacyClass } from './legacy-class';

const answers = { name: 'class.csv', text: 'student,question,working\nAda,Q1,1/2 + 1/3 = 5/6\n' };
const key = { name: 'key.csv', text: 'question,answer\nQ1,5/6\n' };
/** The state the previous build's saved store kept, in its record. */
const oldRecord = (state: unknown) => ({ version: 1, rev: 1764000000000, state });
const oldState = {
  answers,
  key,
  answersMapping: { student: 0, question: 1, working: 2, answer: null, final_form: null },
  keyMapping: null,
  results: [
    {
      row: 2,
      student: 'Ada',
      question: 'Q1',
      verdict: 'correct',
      first_error_line: null,
      misconceptions: [],
      final_value: '5/6',
      fault: null,
    },
  ],
  keyFaults: [],
};

function mirrorOf(entries: Record<string, string>): SyncStorage & { entries: Record<string, string> } {
  return {
    entries,
    getItem: (k) => entries[k] ?? null,
    setItem: (k, v) => {
      entries[k] = v;
    },
    removeItem: (k) => {
      delete entries[k];
    },
  };
}

describe('the class the previous build kept', () => {
  it('is read from the mirror: its files and the teacher’s mappings, the graded rows left to grade again', () => {
    expect(readLegacyClass(JSON.stringify(oldRecord(oldState)), undefined)).toEqual({
      kind: 'class',
      open: {
        answers: { name: 'class.csv', data: answers.text },
        key: { name: 'key.csv', data: key.text },
        answersMapping: { student: 0, question: 1, working: 2 },
        keyMapping: null,
      },
    });
  });

  it('is read from IndexedDB when the mirror holds only a marker (a large class)', () => {
    const marker = JSON.stringify({ version: 1, rev: 1, elsewhere: 1 });
    const read = readLegacyClass(marker, oldRecord({ ...oldState, key: null }));
    expect(read.kind === 'class' && read.open.key).toBeNull();
    expect(read.kind === 'class' && read.open.answers.data).toBe(answers.text);
  });

  it('is nothing when nothing was kept, or only an empty class', () => {
    expect(readLegacyClass(null, undefined)).toEqual({ kind: 'none' });
    expect(readLegacyClass(JSON.stringify(oldRecord({ ...oldState, answers: null })), undefined)).toEqual({ kind: 'none' });
  });

  it('is unreadable when damaged, never a guess', () => {
    expect(readLegacyClass('{not json', undefined)).toEqual({ kind: 'unreadable' });
    expect(readLegacyClass(JSON.stringify(oldRecord({ ...oldState, answers: { name: 'a.csv' } })), undefined)).toEqual({
      kind: 'unreadable',
    });
    expect(readLegacyClass(null, 'a string')).toEqual({ kind: 'unreadable' });
  });

  it('is taken once: deleted from both storages whatever it held', async () => {
    const mirror = mirrorOf({ [LEGACY_CLASS_KEY]: JSON.stringify(oldRecord(oldState)), 'exactly:v1:draft:working': 'kept' });
    const backend = memoryBackend();
    await backend.set(LEGACY_CLASS_KEY, oldRecord(oldState));
    expect((await takeLegacyClass(mirror, backend)).kind).toBe('class');
    expect(mirror.entries).toEqual({ 'exactly:v1:draft:working': 'kept' });
    expect(backend.entries.has(LEGACY_CLASS_KEY)).toBe(false);
    expect(await takeLegacyClass(mirror, backend)).toEqual({ kind: 'none' });
  });

  it('never rejects: a storage that refuses reads as nothing kept', async () => {
    const refusing: SyncStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const backend = {
      get: () => Promise.reject(new Error('refused')),
      set: () => Promise.resolve(),
      del: () => Promise.reject(new Error('refused')),
    };
    expect(await takeLegacyClass(refusing, backend)).toEqual({ kind: 'none' });
  });
});
