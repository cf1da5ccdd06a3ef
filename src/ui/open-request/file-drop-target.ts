/**
 * A tab that takes dropped files itself (the Class tab takes spreadsheets, not requests) says so
 * here; the page's drop zone (./RequestDropZone) then hands it the files instead of opening them as a
 * request. Kept tiny: it is on the first screen.
 */
import type { TabId } from '../tabs';

export type FileDropHandler = (files: File[]) => void;

const handlers = new Map<TabId, FileDropHandler>();

/** Registers the tab's handler; returns the function that removes it. */
export function takeDroppedFiles(tab: TabId, handler: FileDropHandler): () => void {
  handlers.set(tab, handler);
  return () => {
    if (handlers.get(tab) === handler) handlers.delete(tab);
  };
}

export const droppedFilesHandler = (tab: TabId): FileDropHandler | undefined => handlers.get(tab);
