import { describe, expect, it } from 'vitest';
import { memoryBackend } from '../persistence/backend';
import { historyKey } from '../persistence/keys';
import { createTabHistory, HISTORY_LIMIT } from './history-store';

const subtract = (n: number) => ({ a: { numerator: String(n), denominator: '2' }, b: { numerator: '1', denominator: '3' } });
const answer = (n: number) => ({ numerator: String(3 * n - 2), denominator: '6' });

describe('a tab history', () => {
  it('starts empty, keeps the newest first, and saves every change', async () => {
    const backend = memoryBackend();
    const history = createTabHistory('subtract', backend);
    expect(history.entries()).toBeNull();
    await history.load();
    expect(history.entries()).toEqual([]);
    await history.record(subtract(1), answer(1), 1000);
    await history.record(subtract(2), answer(2), 2000);
    expect(history.entries()!.map((entry) => entry.at)).toEqual([2000, 1000]);
    const reopened = createTabHistory('subtract', backend);
    await reopened.load();
    expect(reopened.entries()).toEqual(history.entries());
  });

  it('keeps requests distinct: asking again moves the request up with its new answer and time', async () => {
    const history = createTabHistory('subtract', memoryBackend());
    await history.record(subtract(1), answer(1), 1000);
    await history.record(subtract(2), answer(2), 2000);
    await history.record(subtract(1), { error: { code: 'invalid_input', message: 'x', details: { reason: 'y' } } }, 3000);
    expect(history.entries()!.map((entry) => [entry.request.a.numerator, entry.at])).toEqual([['1', 3000], ['2', 2000]]);
  });

  it(`keeps the last ${HISTORY_LIMIT}`, async () => {
    const history = createTabHistory('subtract', memoryBackend());
    for (let n = 1; n <= HISTORY_LIMIT + 5; n++) await history.record(subtract(n), answer(n), n);
    const entries = history.entries()!;
    expect(entries).toHaveLength(HISTORY_LIMIT);
    expect(entries[0]!.request.a.numerator).toBe(String(HISTORY_LIMIT + 5));
    expect(entries.at(-1)!.request.a.numerator).toBe('6');
  });

  it('clears, and puts the cleared entries back on undo', async () => {
    const backend = memoryBackend();
    const history = createTabHistory('subtract', backend);
    await history.record(subtract(1), answer(1), 1);
    await history.record(subtract(2), answer(2), 2);
    const cleared = await history.clear();
    expect(history.entries()).toEqual([]);
    expect(backend.entries.get(historyKey('subtract'))).toEqual([]);
    await history.record(subtract(3), answer(3), 3);
    await history.restore(cleared);
    expect(history.entries()!.map((entry) => entry.request.a.numerator)).toEqual(['3', '2', '1']);
  });

  it('ignores damaged storage, and a stored request that is not this tab’s', async () => {
    for (const damaged of [
      'not a list',
      [{ request: subtract(1), response: {}, at: 'yesterday' }],
      [{ request: { expression: '1' }, response: {}, at: 1 }],
      [{ request: subtract(1), response: {}, at: 1, extra: '<img src=x onerror=alert(1)>' }],
      Array.from({ length: HISTORY_LIMIT + 1 }, (_, n) => ({ request: subtract(n), response: {}, at: n })),
    ]) {
      const backend = memoryBackend();
      backend.entries.set(historyKey('subtract'), damaged);
      const history = createTabHistory('subtract', backend);
      await history.load();
      expect(history.entries(), JSON.stringify(damaged).slice(0, 60)).toEqual([]);
    }
  });

  it('a history that cannot be read or written still works for the page', async () => {
    const broken = { get: () => Promise.reject(new Error('blocked')), set: () => Promise.reject(new Error('blocked')), del: () => Promise.resolve() };
    const history = createTabHistory('check', broken);
    await history.record({ expression: '1', claimed_value: '1', require_canonical: true }, { valid: true }, 5);
    expect(history.entries()).toHaveLength(1);
  });
});
