import { useEffect, useState } from 'react';
import { useT } from '../i18n';
import type { TabId } from '../tabs';
import type { ShareTab } from '../share/share-link';
import { droppedFilesHandler } from './file-drop-target';
import { openRequestFile, openRequestText } from './open-request';

/** Every tab but the Class tab opens requests. */
const isShareTab = (tab: TabId): tab is ShareTab => tab !== 'class';

/** Inside a form field, a paste or a dropped text is the field's own: the page leaves it alone. */
function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"]), .cm-editor') !== null
  );
}

const looksLikeJson = (text: string): boolean => /^\s*[{[]/.test(text.replace(/^\uFEFF/, ''));

const carriesFiles = (data: DataTransfer | null): boolean => data !== null && [...data.types].includes('Files');

/** A pasted file is taken for a request only when it could be one (a copied picture is not). */
const mayBeRequestFile = (file: File): boolean =>
  /\.json$/i.test(file.name) || file.type === 'application/json' || file.type.startsWith('text/');

/**
 * Pasting JSON anywhere outside a form field, or dropping a .json file (or JSON text) anywhere on
 * the page, opens it as a request on the active tab; a tab that takes files itself (the Class
 * tab, ./file-drop-target) is handed dropped files instead. While a file is dragged over the page, a
 * banner says where it will go.
 */
export function RequestDropZone({ tab }: { tab: TabId }) {
  const t = useT();
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      if (isEditable(event.target) || !isShareTab(tab)) return;
      const file = event.clipboardData?.files[0];
      if (file !== undefined && mayBeRequestFile(file)) {
        event.preventDefault();
        void openRequestFile(tab, file);
        return;
      }
      const text = event.clipboardData?.getData('text/plain') ?? '';
      if (!looksLikeJson(text)) return;
      event.preventDefault();
      void openRequestText(tab, text, { kind: 'paste' });
    };
    const onDragOver = (event: DragEvent) => {
      // Text dragged into a field is the field's; anything else would make the browser open it.
      if (!carriesFiles(event.dataTransfer) && isEditable(event.target)) return;
      event.preventDefault();
      if (event.dataTransfer !== null) event.dataTransfer.dropEffect = 'copy';
      if (carriesFiles(event.dataTransfer)) setDragging(true);
    };
    const onDragLeave = (event: DragEvent) => {
      if (event.relatedTarget === null) setDragging(false);
    };
    // A drag given up outside the page ends without a drop here.
    const onDragEnd = () => setDragging(false);
    const onDrop = (event: DragEvent) => {
      setDragging(false);
      const data = event.dataTransfer;
      if (data === null) return;
      if (!carriesFiles(data) && isEditable(event.target)) return;
      event.preventDefault();
      const own = droppedFilesHandler(tab);
      if (own !== undefined) {
        if (data.files.length > 0) own([...data.files]);
        return;
      }
      if (!isShareTab(tab)) return;
      const file = data.files[0];
      if (file !== undefined) {
        void openRequestFile(tab, file);
        return;
      }
      const text = data.getData('text/plain');
      if (text !== '') void openRequestText(tab, text, { kind: 'drop' });
    };
    const listeners: Array<[EventTarget, string, (event: never) => void]> = [
      [document, 'paste', onPaste],
      [document, 'dragover', onDragOver],
      [document, 'dragleave', onDragLeave],
      [document, 'drop', onDrop],
      [window, 'blur', onDragEnd],
      [document, 'dragend', onDragEnd],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener as EventListener);
    return () => {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener as EventListener);
    };
  }, [tab]);

  return dragging ? (
    <div className="drop-banner" aria-hidden="true">
      {t('open.dropHere', { tab: t(`tab.${tab}`) })}
    </div>
  ) : null;
}
