/**
 * A keypad key on the CodeMirror view: typed, deleted or moved as the keyboard would (one
 * transaction, in the history, marks mapped through it), at the caret, or at the text's end when
 * the editor has not been touched yet (its caret is then at the start, where nobody writes).
 */
import type { EditorView } from '@codemirror/view';
import { keyEdit, type KeypadAction } from './keypad-keys';
import type { KeypadTarget } from './MathKeypad';

function applyKeyToView(view: EditorView, action: KeypadAction): void {
  if (!view.hasFocus) {
    view.dispatch({ selection: { anchor: view.state.doc.length } });
    view.focus();
  }
  const { from, to } = view.state.selection.main;
  const edit = keyEdit(view.state.doc.length, from, to, action);
  const changes = edit.from === edit.to && edit.insert === '' ? [] : [{ from: edit.from, to: edit.to, insert: edit.insert }];
  const userEvent = action.kind === 'insert' ? 'input.type' : action.kind === 'delete' ? 'delete.backward' : 'select';
  view.dispatch({ changes, selection: { anchor: edit.caret }, scrollIntoView: true, userEvent });
}

export const viewKeypadTarget = (view: EditorView): KeypadTarget => ({ apply: (action) => applyKeyToView(view, action) });
