/**
 * The math keypad's keys for each grammar: what each key types, so a student on a phone writes a
 * whole working without the system keyboard. A key types what its grammar reads (× in a working,
 * * in a decimal expression, which does not read ×); a key a grammar has no use for is left out.
 * Pure, for MathKeypad.tsx and its tests.
 */
import type { Grammar } from './grammar';

export type KeypadAction = { kind: 'insert'; text: string } | { kind: 'move'; by: -1 | 1 } | { kind: 'delete' };

/** The keys' accessible names in the catalogs. */
export type KeypadName =
  | 'keypad.times'
  | 'keypad.divide'
  | 'keypad.minus'
  | 'keypad.fractionBar'
  | 'keypad.mixedSpace'
  | 'keypad.unknown'
  | 'keypad.equals'
  | 'keypad.newStep'
  | 'keypad.left'
  | 'keypad.right'
  | 'keypad.delete';

export interface KeypadKey {
  /** What the key shows. */
  label: string;
  /** Its accessible name, where the label alone does not say it. */
  name?: KeypadName;
  action: KeypadAction;
}

const insert = (text: string, label = text, name?: KeypadName): KeypadKey => ({
  label,
  action: { kind: 'insert', text },
  ...(name === undefined ? {} : { name }),
});

const LEFT: KeypadKey = { label: '←', name: 'keypad.left', action: { kind: 'move', by: -1 } };
const RIGHT: KeypadKey = { label: '→', name: 'keypad.right', action: { kind: 'move', by: 1 } };
const DELETE: KeypadKey = { label: '⌫', name: 'keypad.delete', action: { kind: 'delete' } };

/** The keys, row by row: digits on the left as on a calculator, operators and moves on the right. */
export function keypadRows(grammar: Grammar): KeypadKey[][] {
  const decimal = grammar === 'decimal';
  // An operator comes with a space each side, as the book prints it (2 1/2 × 3, not 2 1/2×3).
  const times = insert(decimal ? ' * ' : ' \u00d7 ', '×', 'keypad.times');
  const divide = insert(decimal ? ' / ' : ' \u00f7 ', '÷', 'keypad.divide');
  const minus = insert(decimal ? ' - ' : ' \u2212 ', '−', 'keypad.minus');
  const plus = insert(' + ', '+');
  const last: Record<Grammar, KeypadKey[]> = {
    working: [
      insert('0'),
      insert('.'),
      insert(' ', 'a b/c', 'keypad.mixedSpace'),
      insert('x', 'x', 'keypad.unknown'),
      insert(' = ', '=', 'keypad.equals'),
      insert('\n= ', '↵ =', 'keypad.newStep'),
    ],
    decimal: [insert('0'), insert('.'), insert('^'), insert(','), LEFT, RIGHT],
    rational: [insert('0'), LEFT, RIGHT],
  };
  return [
    [insert('7'), insert('8'), insert('9'), divide, insert('('), insert(')')],
    [insert('4'), insert('5'), insert('6'), times, grammar === 'decimal' ? insert('/') : insert('/', 'a/b', 'keypad.fractionBar'), DELETE],
    [insert('1'), insert('2'), insert('3'), minus, plus, ...(grammar === 'working' ? [LEFT, RIGHT] : [])],
    last[grammar],
  ];
}

/**
 * What a key does to a text of `length` with the selection [from, to): the span it replaces, what
 * it puts there, and where the caret goes. The one description of a key's edit: the text area
 * applies it to its value, the editor dispatches it as a change.
 */
export function keyEdit(
  length: number,
  from: number,
  to: number,
  action: KeypadAction,
): { from: number; to: number; insert: string; caret: number } {
  switch (action.kind) {
    case 'insert':
      return { from, to, insert: action.text, caret: from + action.text.length };
    case 'delete': {
      const start = from !== to ? from : Math.max(from - 1, 0);
      return { from: start, to, insert: '', caret: start };
    }
    case 'move': {
      const caret = from !== to ? (action.by < 0 ? from : to) : Math.min(Math.max(from + action.by, 0), length);
      return { from: caret, to: caret, insert: '', caret };
    }
  }
}

/** The text and caret after a key, on a text field's value and selection [from, to). */
export function applyKey(text: string, from: number, to: number, action: KeypadAction): { text: string; caret: number } {
  const edit = keyEdit(text.length, from, to, action);
  return { text: text.slice(0, edit.from) + edit.insert + text.slice(edit.to), caret: edit.caret };
}
