import { afterEach, describe, expect, test, vi } from 'vitest';
import { isReplyChannelMessage, listenForReplies, replySender } from './reply-channel';

const nextMessage = (received: unknown[], count: number) =>
  vi.waitFor(() => {
    if (received.length < count) throw new Error(`${received.length} of ${count} answers`);
  });

describe('the reply channel', () => {
  const closing: Array<() => void> = [];
  afterEach(() => {
    for (const close of closing.splice(0)) close();
    vi.unstubAllGlobals();
  });

  test('a greeted worker answers on the page’s channel, not with postMessage', async () => {
    const received: unknown[] = [];
    const page = listenForReplies(
      (data) => received.push(data),
      () => received.push('unreadable'),
    )!;
    closing.push(page.close);
    const posted: unknown[] = [];
    const worker = replySender((reply) => posted.push(reply));
    expect(worker.receive(page.greeting)).toBe(true);
    worker.send({ id: 1, response: { value: '1/2' } });
    await nextMessage(received, 1);
    expect(received).toEqual([{ id: 1, response: { value: '1/2' } }]);
    expect(posted).toEqual([]);
  });

  test('before the greeting, and for any other message, the worker leaves it to the engine and answers with postMessage', () => {
    const posted: unknown[] = [];
    const worker = replySender((reply) => posted.push(reply));
    expect(worker.receive({ id: 1, toolId: 'rational-subtract', input: {} })).toBe(false);
    worker.send({ id: 1, response: {} });
    expect(posted).toEqual([{ id: 1, response: {} }]);
  });

  test('two pages (or a page and its ended worker) never hear each other: each channel has its own name', async () => {
    const first: unknown[] = [];
    const second: unknown[] = [];
    const one = listenForReplies(
      (data) => first.push(data),
      () => {},
    )!;
    const two = listenForReplies(
      (data) => second.push(data),
      () => {},
    )!;
    closing.push(one.close, two.close);
    expect(one.greeting.replyChannel).not.toBe(two.greeting.replyChannel);
    const toOne = replySender(() => {});
    const toTwo = replySender(() => {});
    toOne.receive(one.greeting);
    toTwo.receive(two.greeting);
    toOne.send('for one');
    toTwo.send('for two');
    await nextMessage(first, 1);
    await nextMessage(second, 1);
    expect(first).toEqual(['for one']);
    expect(second).toEqual(['for two']);
  });

  test('without BroadcastChannel, the page has no channel and the worker keeps to postMessage', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    expect(
      listenForReplies(
        () => {},
        () => {},
      ),
    ).toBeNull();
    const posted: unknown[] = [];
    const worker = replySender((reply) => posted.push(reply));
    expect(worker.receive({ replyChannel: 'exactly-engine-replies-x' })).toBe(true);
    worker.send('answer');
    expect(posted).toEqual(['answer']);
  });

  test('only a message with a channel name is a greeting', () => {
    expect(isReplyChannelMessage({ replyChannel: 'name' })).toBe(true);
    for (const other of [null, 'name', { replyChannel: 3 }, { id: 1, toolId: 'x' }, { ready: true }])
      expect(isReplyChannelMessage(other)).toBe(false);
  });
});
