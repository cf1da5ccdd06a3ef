/**
 * The height a tab's answer took, remembered with the request it answered, so that opening the
 * app again on the same input lays the answer's area out at its size before the engine has
 * answered. Without it, the answer (and then its readable forms) arriving pushes down what lies
 * under it — the tab's tools — just as a hand reaches for them: a tap on "History" lands on
 * "Print". Only a layout hint: a browser that refuses storage gets the old behaviour.
 */
import type { SyncStorage } from '../persistence/backend';
import type { TabId } from '../tabs';

/** Named like the app's other keys (persistence/keys.ts): `exactly:v1:<what>:<feature>`. */
export const resultHeightKey = (tab: TabId): string => `exactly:v1:result-height:${tab}`;

export interface RememberedHeight {
  /** `requestFingerprint` of the request whose answer had this height. */
  request: string;
  /** CSS pixels, the answer's area without its heading. */
  height: number;
  /**
   * CSS pixels, the verdict's own part of it: what lies inside the area under the verdict (a
   * working's Next step and Show a correct working) must not move when the verdict arrives either.
   */
  status?: number;
}

/** A short stand-in for a request (FNV-1a over its JSON): requests can be long, the key need not be. */
export function requestFingerprint(request: unknown): string {
  const text = JSON.stringify(request) ?? '';
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${text.length.toString(36)}.${hash.toString(36)}`;
}

/** One kept height of this request on this tab (the area's or the verdict's), or null (another request, nothing kept, or unreadable). */
function keptHeight(storage: SyncStorage | null, tab: TabId, request: string, part: 'height' | 'status'): number | null {
  try {
    const text = storage?.getItem(resultHeightKey(tab)) ?? null;
    if (text === null) return null;
    const kept = JSON.parse(text) as Partial<RememberedHeight> | null;
    if (kept === null || kept.request !== request) return null;
    const height = kept[part];
    return typeof height === 'number' && Number.isFinite(height) && height > 0 ? height : null;
  } catch {
    return null;
  }
}

/** The answer's height remembered for this request on this tab, or null. */
export const rememberedHeight = (storage: SyncStorage | null, tab: TabId, request: string): number | null =>
  keptHeight(storage, tab, request, 'height');

/** The verdict's height remembered for this request on this tab, or null. */
export const rememberedStatusHeight = (storage: SyncStorage | null, tab: TabId, request: string): number | null =>
  keptHeight(storage, tab, request, 'status');

/** Keeps this answer's height for its request; a refused or full storage only loses the hint. */
export function rememberHeight(storage: SyncStorage | null, tab: TabId, request: string, height: number, status?: number): void {
  if (storage === null || !Number.isFinite(height) || height <= 0) return;
  const kept: RememberedHeight = { request, height: Math.round(height * 100) / 100 };
  if (status !== undefined && Number.isFinite(status) && status > 0) kept.status = Math.round(status * 100) / 100;
  try {
    storage.setItem(resultHeightKey(tab), JSON.stringify(kept));
  } catch {
    // Quota or a storage that went away: the next load simply has no hint.
  }
}
