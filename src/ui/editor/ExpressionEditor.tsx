import { useEffect, useRef } from 'react';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching, syntaxHighlighting } from '@codemirror/language';
import { setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, placeholder as placeholderText } from '@codemirror/view';
import { expressionHighlightStyle, expressionLanguage } from './expression-language';
import type { Grammar } from './grammar';

export interface ExpressionEditorProps {
  grammar: Grammar;
  value: string;
  onChange: (value: string) => void;
  /** Diagnostics for the current text; `null` keeps the ones shown (mapped through edits). */
  diagnostics: readonly Diagnostic[] | null;
  /** id of the element that labels the editor. */
  labelledBy: string;
  /** id of the element that describes it (the messages below it). */
  describedBy?: string;
  placeholder?: string;
  /** Asked once the editor is in place: whether to take focus (cursor at the end). */
  shouldFocusOnMount?: () => boolean;
}

/**
 * A CodeMirror 6 editor for one expression. Only the extensions it needs (no basicSetup):
 * history and the default keymap (Tab is left alone so it still moves focus), line wrapping,
 * a placeholder, bracket matching and the grammar's highlighting.
 */
export default function ExpressionEditor({ grammar, value, onChange, diagnostics, labelledBy, describedBy, placeholder, shouldFocusOnMount }: ExpressionEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const contentAttributes: Record<string, string> = { 'aria-labelledby': labelledBy, spellcheck: 'false', autocapitalize: 'off', autocorrect: 'off' };
    if (describedBy !== undefined) contentAttributes['aria-describedby'] = describedBy;
    const view = new EditorView({
      parent: hostRef.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          EditorView.lineWrapping,
          placeholderText(placeholder ?? ''),
          bracketMatching(),
          expressionLanguage(grammar),
          syntaxHighlighting(expressionHighlightStyle),
          EditorView.contentAttributes.of(contentAttributes),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    viewRef.current = view;
    if (shouldFocusOnMount?.() === true) {
      view.dispatch({ selection: { anchor: view.state.doc.length } });
      view.focus();
    }
    return () => {
      view.destroy();
      viewRef.current = null;
    };
    // The view is created once per grammar; value changes are synced below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [grammar, labelledBy, describedBy, placeholder]);

  useEffect(() => {
    const view = viewRef.current;
    if (view === null) return;
    const current = view.state.doc.toString();
    if (current !== value) view.dispatch({ changes: { from: 0, to: current.length, insert: value } });
  }, [value]);

  useEffect(() => {
    const view = viewRef.current;
    if (view === null || diagnostics === null) return;
    view.dispatch(setDiagnostics(view.state, diagnostics));
  }, [diagnostics]);

  // Expressions read left to right in every language, so the editor does too.
  return <div className="expression-editor" dir="ltr" ref={hostRef} />;
}
