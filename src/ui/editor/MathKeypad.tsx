/**
 * An on-screen math keypad for touch screens: every key a working needs (digits, × ÷, the fraction
 * bar, a mixed number's space, brackets, =, a new step line, x, ← →, delete), so a student on a
 * phone writes without the system keyboard, which covers half the screen and hides × and ÷. The
 * keys keep the editor's focus (a press never blurs it), and the math is left to right in either
 * language, so the keypad is too.
 */
import { useEffect, useState, type PointerEvent } from 'react';
import { useI18n } from '../i18n';
import type { Grammar } from './grammar';
import { keypadRows, type KeypadAction } from './keypad-keys';

/** What a key acts on: the editor, or its text area stand-in. */
export interface KeypadTarget {
  apply(action: KeypadAction): void;
}

const CHOICE_KEY = 'exactly:keypad';
const COARSE = '(pointer: coarse)';

/** Whether the screen is touched (a coarse pointer), and whether the student wants the keypad there (on unless turned off). */
export function useKeypad(): { touch: boolean; on: boolean; setOn: (on: boolean) => void } {
  // Off in the built first screen and until mounted: the page is built without knowing the screen.
  const [touch, setTouch] = useState(false);
  const [on, setOnState] = useState(true);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(COARSE);
    const changed = () => setTouch(query.matches);
    changed();
    query.addEventListener('change', changed);
    try {
      setOnState(localStorage.getItem(CHOICE_KEY) !== 'off');
    } catch {
      // Storage may be refused (private mode): the keypad stays on.
    }
    return () => query.removeEventListener('change', changed);
  }, []);
  const setOn = (next: boolean) => {
    setOnState(next);
    try {
      localStorage.setItem(CHOICE_KEY, next ? 'on' : 'off');
    } catch {
      // Not kept across visits where storage is refused.
    }
  };
  return { touch, on: touch && on, setOn };
}

export function MathKeypad({ grammar, target }: { grammar: Grammar; target: KeypadTarget | null }) {
  const { t } = useI18n();
  // A press must not take the focus from the editor (it would close the caret and, on a phone, the editor's place).
  const keepFocus = (event: PointerEvent<HTMLButtonElement>) => event.preventDefault();
  return (
    <div className="math-keypad" role="group" aria-label={t('keypad.label')} dir="ltr" data-testid="math-keypad">
      {keypadRows(grammar).map((row, index) => (
        <div className="math-keypad-row" key={index}>
          {row.map((key) => (
            <button
              key={key.label}
              type="button"
              className="math-key"
              aria-label={key.name === undefined ? undefined : t(key.name)}
              disabled={target === null}
              onPointerDown={keepFocus}
              onClick={() => target?.apply(key.action)}
            >
              {key.label}
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}
