/**
 * The way the engine's answers come back: a BroadcastChannel of the page's own, not the worker's
 * postMessage.
 *
 * Why: after a click or a key, Chromium holds a worker's message back until the frame that input
 * caused has been drawn (its renderer defers such tasks after discrete input,
 * DeferRendererTasksAfterInput). An answer ready in 1 ms then reached the page 10–15 ms after the
 * press, every time (measured with the feature on and off). A BroadcastChannel's message is not
 * held back: the same answer arrives in under a millisecond. Each worker gets a channel with a
 * name nobody else knows, closed with it, so no other tab (or an ended worker) is ever heard.
 * Where BroadcastChannel is missing, the worker's own postMessage carries the answers as before.
 */

/** Main thread → worker, first of all: send your answers on the channel of this name. */
export interface ReplyChannelMessage {
  replyChannel: string;
}

export function isReplyChannelMessage(data: unknown): data is ReplyChannelMessage {
  return typeof data === 'object' && data !== null && typeof (data as { replyChannel?: unknown }).replyChannel === 'string';
}

export interface ReplyChannelListener {
  /** The message to post to the worker first, so it answers on the channel. */
  readonly greeting: ReplyChannelMessage;
  close(): void;
}

let opened = 0;

/** A name for one worker's channel that no other page (or earlier worker) has. */
function channelName(): string {
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Math.random()}`.slice(2);
  return `exactly-engine-replies-${random}-${++opened}`;
}

/**
 * The page's side: listens on a new channel and hands each message to `onReply` (or says it
 * could not be read). Null where the browser has no BroadcastChannel.
 */
export function listenForReplies(onReply: (data: unknown) => void, onUnreadable: () => void): ReplyChannelListener | null {
  if (typeof BroadcastChannel !== 'function') return null;
  const name = channelName();
  const channel = new BroadcastChannel(name);
  channel.addEventListener('message', (event: MessageEvent<unknown>) => onReply(event.data));
  channel.addEventListener('messageerror', onUnreadable);
  return { greeting: { replyChannel: name }, close: () => channel.close() };
}

export interface ReplySender {
  /** Takes the page's greeting (true) or leaves the message to the engine (false). */
  receive(data: unknown): boolean;
  send(reply: unknown): void;
}

/** The worker's side: answers on the page's channel once greeted, else with `post`. */
export function replySender(post: (reply: unknown) => void): ReplySender {
  let channel: BroadcastChannel | null = null;
  return {
    receive(data) {
      if (!isReplyChannelMessage(data)) return false;
      if (typeof BroadcastChannel === 'function') {
        channel?.close();
        channel = new BroadcastChannel(data.replyChannel);
      }
      return true;
    },
    send(reply) {
      if (channel !== null) channel.postMessage(reply);
      else post(reply);
    },
  };
}
