/**
 * A gutter of marks, one per line at most (✓, ✗, ↪, ÷0 … in a working), and a highlight on the
 * emphasised lines. The marks are set for a text the engine answered; while the user types on,
 * they move with their lines (mapped through the edits) until the next answer replaces them.
 */
import { RangeSet, StateEffect, StateField, type EditorState, type Extension } from '@codemirror/state';
import { Decoration, EditorView, gutter, GutterMarker, type DecorationSet } from '@codemirror/view';

export interface LineMark {
  /** 1-based line number in the text the marks were made for. */
  line: number;
  /** What the gutter shows. */
  symbol: string;
  /** The mark's kind: its CSS class is `cm-line-mark-<kind>`, its `data-mark` the kind. */
  kind: string;
  /** Said on hover. */
  label: string;
  /** The line itself is highlighted (the first mistake). */
  emphasised: boolean;
}

// The DOM is reached through the editor and typed by what is used of it: this module is also
// compiled for the unit tests, which have no DOM library.
type DomNode = ReturnType<NonNullable<GutterMarker['toDOM']>>;
interface MarkElement {
  className: string;
  textContent: string | null;
  title: string;
  dataset: Record<string, string | undefined>;
}
interface DocumentLike {
  createElement(tag: 'span'): MarkElement;
  createTextNode(text: string): unknown;
}
const documentOf = (view: EditorView): DocumentLike => (view.dom as unknown as { ownerDocument: DocumentLike }).ownerDocument;

const MARK_FIELDS = ['line', 'symbol', 'kind', 'label', 'emphasised'] as const satisfies ReadonlyArray<keyof LineMark>;

class LineMarkMarker extends GutterMarker {
  constructor(readonly mark: LineMark) {
    super();
  }

  // A mark sits at its line's start and stays with the line's text: text inserted right before it
  // (a new line typed above) pushes it along instead of taking it.
  override startSide = 1;
  override endSide = 1;

  override eq(other: GutterMarker): boolean {
    if (!(other instanceof LineMarkMarker)) return false;
    return MARK_FIELDS.every((field) => other.mark[field] === this.mark[field]);
  }

  override toDOM(view: EditorView): DomNode {
    const element = documentOf(view).createElement('span');
    element.className = `cm-line-mark cm-line-mark-${this.mark.kind}${this.mark.emphasised ? ' is-emphasised' : ''}`;
    element.textContent = this.mark.symbol;
    element.title = this.mark.label;
    element.dataset.mark = this.mark.kind;
    element.dataset.line = String(this.mark.line);
    return element as unknown as DomNode;
  }
}

/** The widest mark, so the gutter does not change width as marks come and go. */
class SpacerMarker extends GutterMarker {
  override toDOM(view: EditorView): DomNode {
    return documentOf(view).createTextNode('÷0') as DomNode;
  }
}

interface MarksState {
  markers: RangeSet<GutterMarker>;
  lines: DecorationSet;
}

/** Replaces every mark (for the text now in the editor). */
export const setLineMarks = StateEffect.define<readonly LineMark[]>();

const emphasisedLine = Decoration.line({ class: 'cm-line-emphasised' });

function build(state: EditorState, marks: readonly LineMark[]): RangeSet<GutterMarker> {
  const doc = state.doc;
  const inText = [...marks].filter((mark) => mark.line >= 1 && mark.line <= doc.lines).sort((a, b) => a.line - b.line);
  const markers = [];
  let previous = 0;
  for (const mark of inText) {
    if (mark.line === previous) continue; // one mark per line: the caller's first
    previous = mark.line;
    markers.push(new LineMarkMarker(mark).range(doc.line(mark.line).from));
  }
  return RangeSet.of(markers);
}

/** The emphasised marks' lines, wherever their marks are now. */
function emphasisedLines(state: EditorState, markers: RangeSet<GutterMarker>): DecorationSet {
  const lines = [];
  for (let cursor = markers.iter(); cursor.value !== null; cursor.next()) {
    if ((cursor.value as LineMarkMarker).mark.emphasised) lines.push(emphasisedLine.range(state.doc.lineAt(cursor.from).from));
  }
  return Decoration.set(lines, true);
}

function marksState(state: EditorState, markers: RangeSet<GutterMarker>): MarksState {
  return { markers, lines: emphasisedLines(state, markers) };
}

const marksField = StateField.define<MarksState>({
  create: () => ({ markers: RangeSet.empty, lines: Decoration.none }),
  update(value, transaction) {
    for (const effect of transaction.effects) {
      if (effect.is(setLineMarks)) return marksState(transaction.state, build(transaction.state, effect.value));
    }
    if (!transaction.docChanged) return value;
    return marksState(transaction.state, value.markers.map(transaction.changes));
  },
  provide: (field) => EditorView.decorations.from(field, (value) => value.lines),
});

/** Whether these marks are what the gutter shows now: setting them again would redraw the editor for nothing. */
export function lineMarksShown(state: EditorState, marks: readonly LineMark[]): boolean {
  const field = state.field(marksField, false);
  return field !== undefined && RangeSet.eq([field.markers], [build(state, marks)]);
}

/** The gutter and the line highlight; marks come in through {@link setLineMarks}. */
export function lineMarks(): Extension {
  return [
    marksField,
    gutter({
      class: 'cm-line-marks',
      markers: (view) => view.state.field(marksField).markers,
      initialSpacer: () => new SpacerMarker(),
    }),
  ];
}

/** The marks where they are now (after edits), in line order: what the gutter shows. */
export function shownLineMarks(state: EditorState): Array<{ line: number; symbol: string; kind: string; emphasised: boolean }> {
  const shown: Array<{ line: number; symbol: string; kind: string; emphasised: boolean }> = [];
  const field = state.field(marksField, false);
  if (field === undefined) return shown;
  for (let cursor = field.markers.iter(); cursor.value !== null; cursor.next()) {
    const { mark } = cursor.value as LineMarkMarker;
    shown.push({ line: state.doc.lineAt(cursor.from).number, symbol: mark.symbol, kind: mark.kind, emphasised: mark.emphasised });
  }
  return shown;
}
