import { startTransition, useEffect, useState, type KeyboardEvent } from 'react';
import type { ClassSummary, KeyFault } from '../../worker/messages';
import { useClassT } from './class-messages';
import { badRowReason } from '../../core/sentences/grading-sentences';
import { KeyFaultList } from './KeyFaultList';
import { useI18n } from '../i18n';
import type { WorkingKindId } from '../../core/working/kind-claims';

interface SummaryProps {
  summary: ClassSummary;
  keyFaults: readonly KeyFault[];
  activeRule: string;
  onRule(rule: string): void;
  onQuestion(question: string): void;
}

/** The share of correct rows as a whole percentage (for display; the counts are the engine's). */
const percentCorrect = (correct: number, rows: number): number => (rows === 0 ? 0 : Math.round((correct / rows) * 100));

const LINE_HEIGHT = 15;
const BAR_HEIGHT = 26;
const LABEL_WIDTH = 250;
const CHART_WIDTH = 640;
/** The room of a group's heading (fractions, equations) above its bars. */
const GROUP_HEADING_HEIGHT = 24;
/** Characters of a label line: 13px text in LABEL_WIDTH, with room for wide letters. */
const LABEL_LINE_CHARS = 30;

/** A bar's label in lines that fit beside the bar (at spaces; a word longer than a line stays whole). */
export function labelLines(label: string, width = LABEL_LINE_CHARS): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/)) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** The class summary: counts per verdict, per question (% correct), the misconceptions as a chart with a table, the bad rows. */
export function ClassSummaryView({ summary, keyFaults, activeRule, onRule, onQuestion }: SummaryProps) {
  const t = useClassT();
  const { language } = useI18n();
  const verdicts = summary.verdicts;
  // Every kind's rules in one chart, each kind's under its heading.
  const misconceptions = summary.misconceptions;
  const most = Math.max(1, ...misconceptions.map((entry) => entry.count));
  const barSpace = CHART_WIDTH - LABEL_WIDTH - 60;
  const onBarKey = (event: KeyboardEvent<SVGGElement>, rule: string) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onRule(rule);
  };
  return (
    <section className="class-summary" aria-labelledby="class-summary-heading">
      <h3 id="class-summary-heading">{t('summary')}</h3>
      <p className="class-counts" data-testid="class-counts">
        {t('counts', { rows: summary.rows, ...verdicts })}
      </p>
      {/* A class graded before 1.2.0 has no ambiguous rows. */}
      {(summary.ambiguousRows ?? []).length > 0 && (
        <p className="class-ambiguous" data-testid="class-ambiguous">
          {t('ambiguousRows', { count: summary.ambiguousRows.length })}
        </p>
      )}

      <h4>{t('byQuestion')}</h4>
      <div className="table-scroll">
        <table className="class-questions">
          <thead>
            <tr>
              <th scope="col">{t('question')}</th>
              <th scope="col">{t('rows')}</th>
              <th scope="col">{t('correct')}</th>
              <th scope="col">{t('percentCorrect')}</th>
              <th scope="col">{t('invalid')}</th>
              <th scope="col">{t('commonMistakes')}</th>
            </tr>
          </thead>
          <tbody>
            {summary.questions.map((question) => (
              <tr key={question.question}>
                <th scope="row">
                  <button type="button" className="link-button" onClick={() => onQuestion(question.question)}>
                    {question.question}
                  </button>
                </th>
                <td>{question.rows}</td>
                {/* "2 of 5", not "2/5": a count, not a fraction. */}
                <td>{t('questionCorrect', { correct: question.correct, rows: question.rows })}</td>
                <td>
                  <meter min={0} max={100} value={percentCorrect(question.correct, question.rows)} aria-hidden="true" />{' '}
                  {percentCorrect(question.correct, question.rows)}%
                </td>
                <td>{question.invalid}</td>
                <td>
                  {question.misconceptions
                    .slice(0, 3)
                    .map((entry) => `${t.rule(entry.rule)} ×${entry.count}`)
                    .join('; ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h4 id="class-chart-heading">{t('misconceptions')}</h4>
      {misconceptions.length === 0 ? (
        <p className="muted">{t('noMisconceptions')}</p>
      ) : (
        <>
          {(() => {
            // Each label wraps onto as many lines as it needs, and its row is as tall as they are.
            const rowOf = (entry: (typeof misconceptions)[number]) => {
              const name = t.rule(entry.rule);
              const lines = labelLines(name);
              return { entry, name, lines, height: Math.max(BAR_HEIGHT, lines.length * LINE_HEIGHT + 10) };
            };
            // The summary lists the rules kind by kind: a group a kind.
            const groups: Array<{ key: WorkingKindId; heading: string; rows: Array<ReturnType<typeof rowOf>> }> = [];
            for (const entry of misconceptions) {
              if (groups.at(-1)?.key !== entry.kind) groups.push({ key: entry.kind, heading: t(`chartGroup.${entry.kind}`), rows: [] });
              groups.at(-1)!.rows.push(rowOf(entry));
            }
            let top = 2;
            const placedGroups = groups.map((group) => {
              const headingY = top + GROUP_HEADING_HEIGHT - 8;
              top += GROUP_HEADING_HEIGHT;
              const rows = group.rows.map((row) => {
                const y = top;
                top += row.height;
                return { ...row, y };
              });
              return { ...group, headingY, rows };
            });
            // In Hebrew the chart reads from the right: labels on the right, bars growing leftwards.
            const rtl = language === 'he';
            const along = (x: number, width = 0): number => (rtl ? CHART_WIDTH - x - width : x);
            return (
              <svg
                className="class-chart"
                role="group"
                aria-labelledby="class-chart-heading"
                aria-describedby="class-chart-description"
                viewBox={`0 0 ${CHART_WIDTH} ${top + 2}`}
                width="100%"
                preserveAspectRatio="xMinYMin meet"
                direction={rtl ? 'rtl' : 'ltr'}
              >
                <desc id="class-chart-description">{t('chartLabel')}</desc>
                {placedGroups.map((group) => [
                  <text key={`group-${group.key}`} x={along(4)} y={group.headingY} className="class-chart-group" data-group={group.key}>
                    {group.heading}
                  </text>,
                  ...group.rows.map(({ entry, name, lines, height, y }) => {
                    const width = Math.max(2, (entry.count / most) * barSpace);
                    const middle = y + height / 2;
                    const firstLine = middle - ((lines.length - 1) * LINE_HEIGHT) / 2 + 4;
                    return (
                      <g
                        key={entry.rule}
                        role="button"
                        tabIndex={0}
                        aria-label={t('barLabel', { rule: name, count: entry.count })}
                        aria-pressed={activeRule === entry.rule}
                        className={activeRule === entry.rule ? 'class-bar class-bar-active' : 'class-bar'}
                        data-rule={entry.rule}
                        onClick={() => onRule(entry.rule)}
                        onKeyDown={(event) => onBarKey(event, entry.rule)}
                      >
                        {/* "end" is the label's end in its own direction: beside the bar in either language. */}
                        <text x={along(LABEL_WIDTH - 8)} y={firstLine} textAnchor="end" className="class-bar-label">
                          {lines.map((line, index) => (
                            <tspan key={index} x={along(LABEL_WIDTH - 8)} y={firstLine + index * LINE_HEIGHT}>
                              {line}
                            </tspan>
                          ))}
                        </text>
                        <rect
                          x={along(LABEL_WIDTH, width)}
                          y={middle - (BAR_HEIGHT - 6) / 2}
                          width={width}
                          height={BAR_HEIGHT - 6}
                          rx={3}
                        />
                        <text x={along(LABEL_WIDTH + width + 6)} y={middle + 4} className="class-bar-count">
                          {entry.count}
                        </text>
                      </g>
                    );
                  }),
                ])}
              </svg>
            );
          })()}
          <details className="class-chart-table">
            <summary>{t('chartTable')}</summary>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('misconception')}</th>
                  <th scope="col">{t('count')}</th>
                </tr>
              </thead>
              <tbody>
                {misconceptions.map((entry) => (
                  <tr key={entry.rule}>
                    <th scope="row">
                      <button
                        type="button"
                        className="link-button"
                        aria-pressed={activeRule === entry.rule}
                        onClick={() => onRule(entry.rule)}
                      >
                        {t.rule(entry.rule)}
                      </button>{' '}
                      <code>{entry.rule}</code>
                    </th>
                    <td>{entry.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}

      <BadRows summary={summary} keyFaults={keyFaults} />
    </section>
  );
}

const BAD_ROWS_SLICE = 200;

function BadRows({ summary, keyFaults }: { summary: ClassSummary; keyFaults: readonly KeyFault[] }) {
  const t = useClassT();
  // Every bad row is listed, a slice at a time: a class with thousands of them never puts them
  // all on the page in one task.
  const total = summary.badRows.length;
  const [shown, setShown] = useState(Math.min(total, BAD_ROWS_SLICE));
  useEffect(() => setShown(Math.min(total, BAD_ROWS_SLICE)), [summary, total]);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => Math.min(total, n + BAD_ROWS_SLICE))), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return (
    <>
      {total > 0 && (
        <section className="class-bad-rows" aria-labelledby="class-bad-rows-heading">
          <h4 id="class-bad-rows-heading" data-testid="class-bad-count">
            {t('badRows', { count: total })}
          </h4>
          <p className="field-hint">{t('badRowsHint')}</p>
          <ul className="class-bad-list">
            {summary.badRows.slice(0, shown).map((bad) => (
              // Each part isolated: a Hebrew sentence around an English reason id or a student's text must not reorder them.
              <li key={bad.row} title={bad.message}>
                <strong>{t('badRow', { row: bad.row })}</strong>: <bdi>{badRowReason(bad, t.language)}</bdi> (
                <bdi dir="ltr">
                  <code>{bad.reason}</code>
                </bdi>
                )
              </li>
            ))}
          </ul>
        </section>
      )}
      {/* On screen the key's problems are said once, under its preview; the printed report has no preview. */}
      <KeyFaultList faults={keyFaults} className="print-only" />
    </>
  );
}
