import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { lineMarks, setLineMarks, shownLineMarks, type LineMark } from './line-marks';

const mark = (line: number, kind: string, emphasised = false): LineMark => ({
  line,
  symbol: kind === 'bad' ? '✗' : '✓',
  kind,
  label: `line ${line}`,
  emphasised,
});

function withMarks(doc: string, marks: LineMark[]): EditorState {
  const state = EditorState.create({ doc, extensions: lineMarks() });
  return state.update({ effects: setLineMarks.of(marks) }).state;
}

describe('line marks', () => {
  it('puts each mark on its line, in line order, one per line', () => {
    const state = withMarks('1/2 + 1/3\n= 5/6\n= 2/5', [mark(3, 'bad', true), mark(1, 'good'), mark(2, 'good'), mark(2, 'bad')]);
    expect(shownLineMarks(state)).toEqual([
      { line: 1, symbol: '✓', kind: 'good', emphasised: false },
      { line: 2, symbol: '✓', kind: 'good', emphasised: false },
      { line: 3, symbol: '✗', kind: 'bad', emphasised: true },
    ]);
  });

  it('drops marks for lines the text does not have', () => {
    expect(shownLineMarks(withMarks('1\n= 1', [mark(0, 'good'), mark(2, 'good'), mark(7, 'bad')])).map((shown) => shown.line)).toEqual([2]);
  });

  it('moves the marks with their lines as the text is edited, until new ones replace them', () => {
    const state = withMarks('1/2 + 1/3\n= 2/5', [mark(1, 'good'), mark(2, 'bad', true)]);
    const edited = state.update({ changes: { from: 0, insert: '(a new first line)\n' } }).state;
    expect(shownLineMarks(edited).map(({ line, kind }) => [line, kind])).toEqual([
      [2, 'good'],
      [3, 'bad'],
    ]);
    const replaced = edited.update({ effects: setLineMarks.of([mark(1, 'good')]) }).state;
    expect(shownLineMarks(replaced).map(({ line, kind }) => [line, kind])).toEqual([[1, 'good']]);
  });

  it('an editor without the extension shows none', () => {
    expect(shownLineMarks(EditorState.create({ doc: '1' }))).toEqual([]);
  });
});
