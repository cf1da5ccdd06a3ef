/**
 * A keypad key on the CodeMirror view: typed, deleted or moved as the keyboard would (one
 * transaction, in the history, marks mapped through it), at the caret, or at the text's end when
 * the editor has not been touched yet (its caret is then at the start, where nobody writes).
 */
import type { EditorView } from '@codemirror/view';
import type { KeypadAction } from './keypad-keys';
import type { KeypadTarget } from './MathKeypad';

function applyKeyToView(view: EditorView, action: KeypadAction): void {
  if (!view.hasFocus) {
    view.dispatch({ selection: { anchor: view.state.doc.length } });
    view.focus();
  }
  const { from, to, head } = view.state.selection.main;
  switch (action.kind) {
    case 'insert':
      view.dispatch({ ...view.state.replaceSelection(action.text), scrollIntoView: true, userEvent: 'input.type' });
      return;
    case 'delete':
      if (from === to && from === 0) return;
      view.dispatch({ changes: { from: from === to ? from - 1 : from, to }, scrollIntoView: true, userEvent: 'delete.backward' });
      return;
    case 'move': {
      const caret = from !== to ? (action.by < 0 ? from : to) : Math.min(Math.max(head + action.by, 0), view.state.doc.length);
      view.dispatch({ selection: { anchor: caret }, scrollIntoView: true, userEvent: 'select' });
    }
  }
}

export const viewKeypadTarget = (view: EditorView): KeypadTarget => ({ apply: (action) => applyKeyToView(view, action) });
