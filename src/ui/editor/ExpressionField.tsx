import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import type { Diagnostic } from '@codemirror/lint';
import { diagnosticsFor, SENTENCE_MARK } from './diagnostics';
import type { Grammar } from './grammar';
import type { LineMark } from './line-marks';
import { messageText, useI18n } from '../i18n';

import { useEditorWanted, wantEditor } from './editor-loading';
import { applyKey } from './keypad-keys';
import { MathKeypad, useKeypad, type KeypadTarget } from './MathKeypad';

// CodeMirror is most of the app's code: it is not part of the first screen (./editor-loading).
const ExpressionEditor = lazy(() => import('./ExpressionEditor'));

export interface ExpressionFieldProps {
  id: string;
  label: string;
  grammar: Grammar;
  value: string;
  onChange: (value: string) => void;
  /** The expression of the request that `response` answers (null: nothing answered yet). */
  answeredExpression: string | null;
  response: unknown;
  placeholder?: string;
  hint?: React.ReactNode;
  /**
   * The answered text's diagnostics, when the tab works them out itself (a working marks several
   * places at once); otherwise they are read from `response`.
   */
  diagnostics?: readonly Diagnostic[];
  /** Marks for the answered text's lines, in a gutter (a working's ✓ and ✗); no gutter without. */
  lineMarks?: readonly LineMark[];
  /** Lines the stand-in text area shows until the editor arrives (a working has several). */
  rows?: number;
}

/**
 * A labelled expression editor whose engine response, when it points into the expression, is
 * underlined in place (message on hover) and also listed below the editor.
 */
export function ExpressionField(props: ExpressionFieldProps) {
  const { id, label, grammar, value, onChange, answeredExpression, response, placeholder, hint, lineMarks, rows } = props;
  const { t, catalog } = useI18n();
  const fromResponse = useMemo(
    () =>
      answeredExpression === null
        ? []
        : diagnosticsFor(
            answeredExpression,
            grammar,
            response,
            (divisor) => (divisor === null ? t('editor.divisionByZeroUnnamed') : t('editor.divisionByZero', { divisor })),
            (sentence) => messageText(sentence, catalog),
          ),
    [answeredExpression, grammar, response, t, catalog],
  );
  const answered = props.diagnostics ?? fromResponse;
  // Positions are only meaningful for the text they were computed on; while a newer text is on
  // its way, the editor keeps the old underlines and marks (CodeMirror maps them through the edits).
  const current = answeredExpression === value;
  const diagnostics = current ? answered : null;
  // Listed below the editor: the faults (a hint or a note stays an underline with its tooltip).
  const problems = answered.filter((diagnostic) => diagnostic.severity === 'error');
  const labelId = `${id}-label`;
  const problemsId = `${id}-problems`;
  const hintId = `${id}-hint`;
  const describedBy = hint === undefined ? problemsId : `${hintId} ${problemsId}`;
  const editorWanted = useEditorWanted();
  // The text area stays until the editor has mounted in the same commit, so nothing flashes, and
  // someone typing in it when CodeMirror arrives keeps typing there, with the same selection.
  const [editorMounted, setEditorMounted] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const takeOver = useCallback(() => {
    const textarea = textareaRef.current;
    if (textarea === null || document.activeElement !== textarea) return null;
    return { text: textarea.value, anchor: textarea.selectionStart, head: textarea.selectionEnd };
  }, []);
  const onEditorMounted = useCallback(() => setEditorMounted(true), []);
  const keypad = useKeypad();
  const [editorTarget, setEditorTarget] = useState<KeypadTarget | null>(null);
  // Until the editor is in place, the keys act on the text area: a key asks for the editor too.
  const textareaTarget = useMemo(
    (): KeypadTarget => ({
      apply: (action) => {
        const textarea = textareaRef.current;
        if (textarea === null) return;
        const { text, caret } = applyKey(textarea.value, textarea.selectionStart, textarea.selectionEnd, action);
        if (text !== textarea.value) onChange(text);
        requestAnimationFrame(() => textareaRef.current?.setSelectionRange(caret, caret));
        wantEditor();
      },
    }),
    [onChange],
  );
  return (
    <div className="field expression-field">
      <div className="field-label" id={labelId}>
        {label}
      </div>
      {/* The stand-in until CodeMirror is in place: reaching for it asks for the editor. */}
      {!editorMounted && (
        <textarea
          ref={textareaRef}
          className="expression-fallback"
          dir="ltr"
          rows={rows ?? 1}
          value={value}
          placeholder={placeholder}
          spellCheck={false}
          autoCapitalize="off"
          inputMode={keypad.on ? 'none' : undefined}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          onPointerEnter={wantEditor}
          onFocus={wantEditor}
          onKeyDown={wantEditor}
        />
      )}
      {editorWanted && (
        <Suspense fallback={null}>
          <ExpressionEditor
            grammar={grammar}
            value={value}
            onChange={onChange}
            diagnostics={diagnostics}
            {...(lineMarks === undefined ? {} : { lineMarks: current ? lineMarks : null })}
            labelledBy={labelId}
            describedBy={describedBy}
            placeholder={placeholder}
            takeOver={takeOver}
            onMounted={onEditorMounted}
            keypad={keypad.on}
            onKeypadTarget={setEditorTarget}
          />
        </Suspense>
      )}
      {keypad.touch && (
        <button type="button" className="keypad-toggle" aria-pressed={keypad.on} onClick={() => keypad.setOn(!keypad.on)}>
          {t(keypad.on ? 'keypad.hide' : 'keypad.show')}
        </button>
      )}
      {keypad.on && <MathKeypad grammar={grammar} target={editorMounted ? editorTarget : textareaTarget} />}
      {hint !== undefined && (
        <div className="field-hint" id={hintId}>
          {hint}
        </div>
      )}
      <ul className="problems" id={problemsId} aria-live="polite">
        {problems.map((diagnostic) => (
          <li key={`${diagnostic.from}:${diagnostic.to}:${diagnostic.message}`} className="problem">
            {/* A tab's own sentence quotes the text itself (the Working tab's input errors). */}
            {diagnostic.markClass !== SENTENCE_MARK && (
              <>
                <span className="problem-text">
                  “<bdi dir="ltr">{answeredExpression?.slice(diagnostic.from, diagnostic.to) || t('editor.endOfExpression')}</bdi>”
                </span>{' '}
              </>
            )}
            {/* The engine's English message, or the app's own in the active language: direction from its text. */}
            <bdi>{diagnostic.message}</bdi>
          </li>
        ))}
      </ul>
    </div>
  );
}
