import { useLayoutEffect, useRef } from 'react';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching, syntaxHighlighting } from '@codemirror/language';
import { forEachDiagnostic, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState, type TransactionSpec } from '@codemirror/state';
import { EditorView, keymap, placeholder as placeholderText } from '@codemirror/view';
import { expressionHighlightStyle, expressionLanguage } from './expression-language';
import type { Grammar } from './grammar';
import { lineMarks as lineMarksGutter, lineMarksShown, setLineMarks, type LineMark } from './line-marks';
import { viewKeypadTarget } from './keypad-view';
import type { KeypadTarget } from './MathKeypad';

export interface ExpressionEditorProps {
  grammar: Grammar;
  value: string;
  onChange: (value: string) => void;
  /** Diagnostics for the current text; `null` keeps the ones shown (mapped through edits). */
  diagnostics: readonly Diagnostic[] | null;
  /**
   * Marks in a gutter, one per line, for the current text; `null` keeps the ones shown (mapped
   * through edits). Without this prop the editor has no gutter.
   */
  lineMarks?: readonly LineMark[] | null;
  /** id of the element that labels the editor. */
  labelledBy: string;
  /** id of the element that describes it (the messages below it). */
  describedBy?: string;
  placeholder?: string;
  /**
   * Asked once the editor is in place: the stand-in's text and selection when it had focus (the
   * editor takes all three), else null.
   */
  takeOver?: () => { text: string; anchor: number; head: number } | null;
  /** Called once the editor is in place, in the same commit (the stand-in can go). */
  onMounted?: () => void;
  /** The math keypad is in use: the system keyboard is not asked for (inputmode none). */
  keypad?: boolean;
  /** Told what the keypad's keys act on while the view exists (null once it is gone). */
  onKeypadTarget?: (target: KeypadTarget | null) => void;
}

/**
 * A CodeMirror 6 editor for one expression (or a working, one step per line). Only the
 * extensions it needs (no basicSetup): history and the default keymap (Tab is left alone so it
 * still moves focus), line wrapping, a placeholder, bracket matching, the grammar's highlighting
 * and, when asked for, a gutter of line marks.
 */
export default function ExpressionEditor({
  grammar,
  value,
  onChange,
  diagnostics,
  lineMarks,
  labelledBy,
  describedBy,
  placeholder,
  takeOver,
  onMounted,
  keypad = false,
  onKeypadTarget,
}: ExpressionEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const hasGutter = lineMarks !== undefined;
  // What a freshly made view starts with (the grammar can change while an answer is shown).
  const shownRef = useRef({ diagnostics, lineMarks });
  shownRef.current = { diagnostics, lineMarks };
  /**
   * The `value` the view's text was last made to match: only a new value is a text set from
   * outside. (In the commit that makes the view, `value` may still lag behind the stand-in's text
   * the view took over, and must not put it back.)
   */
  const syncedValue = useRef(value);
  /** What the view was last given, so an unchanged prop is not dispatched again. */
  const dispatched = useRef<{ diagnostics: readonly Diagnostic[] | null; lineMarks: readonly LineMark[] | null | undefined }>({
    diagnostics: null,
    lineMarks: null,
  });

  // Layout effects throughout: the view, its text, its underlines and its marks are in the DOM in
  // the same commit as the answer they come from (the tab's `exactly:result` mark is set after).
  useLayoutEffect(() => {
    const contentAttributes: Record<string, string> = {
      'aria-labelledby': labelledBy,
      spellcheck: 'false',
      autocapitalize: 'off',
      autocorrect: 'off',
    };
    if (describedBy !== undefined) contentAttributes['aria-describedby'] = describedBy;
    if (keypad) contentAttributes['inputmode'] = 'none';
    let state = EditorState.create({
      doc: value,
      extensions: [
        history(),
        keymap.of([...defaultKeymap, ...historyKeymap]),
        EditorView.lineWrapping,
        placeholderText(placeholder ?? ''),
        bracketMatching(),
        expressionLanguage(grammar),
        syntaxHighlighting(expressionHighlightStyle),
        hasGutter ? lineMarksGutter() : [],
        EditorView.contentAttributes.of(contentAttributes),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChangeRef.current(update.state.doc.toString());
        }),
      ],
    });
    // What the current answer says, and the stand-in's text and caret, go into the state before
    // there is a view: the view is drawn and measured once, not once more per transaction.
    const shown = shownRef.current;
    const specs: TransactionSpec[] = [];
    if (shown.diagnostics !== null) specs.push(setDiagnostics(state, shown.diagnostics));
    if (shown.lineMarks != null) specs.push({ effects: setLineMarks.of(shown.lineMarks) });
    if (specs.length > 0) state = state.update(...specs).state;
    dispatched.current = { diagnostics: shown.diagnostics, lineMarks: shown.lineMarks };
    const selection = takeOver?.() ?? null;
    if (selection !== null) {
      // The stand-in's own text: a key typed into it in the same moment may not be in `value` yet
      // (its render is still to come), and would otherwise come back with the caret before it.
      const text = selection.text;
      const inText = (offset: number) => Math.min(Math.max(offset, 0), text.length);
      const changes = text === state.doc.toString() ? [] : [{ from: 0, to: state.doc.length, insert: text }];
      state = state.update({ changes, selection: { anchor: inText(selection.anchor), head: inText(selection.head) } }).state;
    }
    const view = new EditorView({ parent: hostRef.current!, state });
    viewRef.current = view;
    syncedValue.current = value;
    if (selection !== null) {
      view.focus();
      // Made before the view, that change told no listener: the tab learns of the text here.
      if (selection.text !== value) onChangeRef.current(selection.text);
    }
    onMounted?.();
    onKeypadTarget?.(viewKeypadTarget(view));
    return () => {
      onKeypadTarget?.(null);
      view.destroy();
      viewRef.current = null;
    };
    // The view is created once per grammar; value changes are synced below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [grammar, labelledBy, describedBy, placeholder, hasGutter, keypad]);

  useLayoutEffect(() => {
    const view = viewRef.current;
    if (view === null || value === syncedValue.current) return;
    syncedValue.current = value;
    const current = view.state.doc.toString();
    if (current === value) return;
    view.dispatch({ changes: { from: 0, to: current.length, insert: value } });
    // A text set from outside (Use this line, Undo) maps the shown marks through a replacement of
    // the whole text, onto its first line: they are no longer the ones dispatched, so the answer's
    // marks are laid again even when they are the very ones laid before (Undo before the new
    // text's answer came back).
    dispatched.current = { diagnostics: null, lineMarks: null };
  }, [value]);

  // New underlines and new marks arrive together (one answer): one transaction for both, so the
  // editor redraws (and puts the selection back) once.
  useLayoutEffect(() => {
    const view = viewRef.current;
    if (view === null) return;
    // Most answers leave them as they are (no fault while typing a valid expression; the same
    // marks on the lines not edited): a transaction would still redraw and re-measure the editor
    // between the answer and its showing, so only a change is dispatched.
    const specs: TransactionSpec[] = [];
    if (diagnostics !== null && diagnostics !== dispatched.current.diagnostics && !diagnosticsShown(view.state, diagnostics)) {
      specs.push(setDiagnostics(view.state, diagnostics));
    }
    if (lineMarks != null && lineMarks !== dispatched.current.lineMarks && !lineMarksShown(view.state, lineMarks)) {
      specs.push({ effects: setLineMarks.of(lineMarks) });
    }
    dispatched.current = {
      diagnostics: diagnostics ?? dispatched.current.diagnostics,
      lineMarks: lineMarks ?? dispatched.current.lineMarks,
    };
    if (specs.length > 0) {
      view.dispatch(...specs);
      keepCaretInPlace(view);
    }
  }, [diagnostics, lineMarks]);

  // Expressions read left to right in every language, so the editor does too.
  return <div className="expression-editor" dir="ltr" ref={hostRef} />;
}

/**
 * Puts the page's caret back where the editor's state has it, when redrawing the line under it
 * (new underlines) moved it. Chromium drops the caret to the line's start when the text node it
 * is in moves into an underline, and CodeMirror, sure the caret is where it last put it, does not
 * put it back; the next key then went to the start of the line. Seen when the first answer's
 * underlines came right after the editor took over from the text area (bench/ui.ts: "rice * qtyp";
 * half of all takeovers with typing under 4x CPU throttling).
 */
function keepCaretInPlace(view: EditorView): void {
  const main = view.state.selection.main;
  if (!view.hasFocus || !main.empty) return;
  const caret = document.getSelection();
  if (caret === null || caret.focusNode === null || !view.contentDOM.contains(caret.focusNode)) return;
  if (view.posAtDOM(caret.focusNode, caret.focusOffset) === main.head) return;
  const { node, offset } = view.domAtPos(main.head);
  caret.collapse(node, offset);
}

/** Whether the editor shows exactly these diagnostics now (where its earlier ones were mapped to by the edits since). */
function diagnosticsShown(state: EditorState, diagnostics: readonly Diagnostic[]): boolean {
  const shown: Diagnostic[] = [];
  forEachDiagnostic(state, (diagnostic, from, to) => shown.push({ ...diagnostic, from, to }));
  return (
    shown.length === diagnostics.length &&
    shown.every((old, index) => {
      const next = diagnostics[index]!;
      return (
        old.from === next.from &&
        old.to === next.to &&
        old.severity === next.severity &&
        old.message === next.message &&
        old.markClass === next.markClass &&
        old.source === next.source &&
        old.actions === next.actions &&
        old.renderMessage === next.renderMessage
      );
    })
  );
}
