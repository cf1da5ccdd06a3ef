import type { KeyboardEvent } from 'react';
import type { ClassSummary, KeyFault } from '../../worker/messages';
import { percentCorrect } from './class-filter';
import { ruleName, useClassT, type ClassMessageKey } from './class-messages';

interface SummaryProps {
  summary: ClassSummary;
  keyFaults: readonly KeyFault[];
  activeRule: string;
  onRule(rule: string): void;
  onQuestion(question: string): void;
}

const BAR_HEIGHT = 26;
const LABEL_WIDTH = 250;
const CHART_WIDTH = 640;

/** The class summary: counts per verdict, per question (% correct), the misconceptions as a chart with a table, the bad rows. */
export function ClassSummaryView({ summary, keyFaults, activeRule, onRule, onQuestion }: SummaryProps) {
  const t = useClassT();
  const verdicts = summary.verdicts;
  const most = Math.max(1, ...summary.misconceptions.map((entry) => entry.count));
  const barSpace = CHART_WIDTH - LABEL_WIDTH - 60;
  const onBarKey = (event: KeyboardEvent<SVGGElement>, rule: string) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onRule(rule);
  };
  return (
    <section className="class-summary" aria-labelledby="class-summary-heading">
      <h3 id="class-summary-heading">{t('summary')}</h3>
      <p className="class-counts" data-testid="class-counts">{t('counts', { rows: summary.rows, ...verdicts })}</p>

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
                <th scope="row"><button type="button" className="link-button" onClick={() => onQuestion(question.question)}>{question.question}</button></th>
                <td>{question.rows}</td>
                <td>{question.correct}</td>
                <td>
                  <meter min={0} max={100} value={percentCorrect(question.correct, question.rows)} aria-hidden="true" />{' '}
                  {percentCorrect(question.correct, question.rows)}%
                </td>
                <td>{question.invalid}</td>
                <td>{question.misconceptions.slice(0, 3).map((entry) => `${ruleName(t, entry.rule)} ×${entry.count}`).join('; ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h4 id="class-chart-heading">{t('misconceptions')}</h4>
      {summary.misconceptions.length === 0 ? <p className="muted">{t('noMisconceptions')}</p> : (
        <>
          <svg
            className="class-chart"
            role="group"
            aria-labelledby="class-chart-heading"
            aria-describedby="class-chart-description"
            viewBox={`0 0 ${CHART_WIDTH} ${summary.misconceptions.length * BAR_HEIGHT + 4}`}
            width="100%"
            preserveAspectRatio="xMinYMin meet"
          >
            <desc id="class-chart-description">{t('chartLabel')}</desc>
            {summary.misconceptions.map((entry, index) => {
              const y = index * BAR_HEIGHT + 2;
              const width = Math.max(2, (entry.count / most) * barSpace);
              const name = ruleName(t, entry.rule);
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
                  <text x={LABEL_WIDTH - 8} y={y + BAR_HEIGHT / 2 + 4} textAnchor="end" className="class-bar-label">{name}</text>
                  <rect x={LABEL_WIDTH} y={y + 3} width={width} height={BAR_HEIGHT - 6} rx={3} />
                  <text x={LABEL_WIDTH + width + 6} y={y + BAR_HEIGHT / 2 + 4} className="class-bar-count">{entry.count}</text>
                </g>
              );
            })}
          </svg>
          <details className="class-chart-table">
            <summary>{t('chartTable')}</summary>
            <table>
              <thead>
                <tr><th scope="col">{t('misconception')}</th><th scope="col">{t('count')}</th></tr>
              </thead>
              <tbody>
                {summary.misconceptions.map((entry) => (
                  <tr key={entry.rule}>
                    <th scope="row">
                      <button type="button" className="link-button" aria-pressed={activeRule === entry.rule} onClick={() => onRule(entry.rule)}>{ruleName(t, entry.rule)}</button>
                      {' '}<code>{entry.rule}</code>
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

function BadRows({ summary, keyFaults }: { summary: ClassSummary; keyFaults: readonly KeyFault[] }) {
  const t = useClassT();
  if (summary.badRows.length === 0 && keyFaults.length === 0) return null;
  return (
    <section className="class-bad-rows" aria-labelledby="class-bad-rows-heading">
      <h4 id="class-bad-rows-heading" data-testid="class-bad-count">{t('badRows', { count: summary.badRows.length })}</h4>
      <p className="field-hint">{t('badRowsHint')}</p>
      <ul className="class-bad-list">
        {summary.badRows.map((bad) => (
          <li key={bad.row}><strong>{t('badRow', { row: bad.row })}</strong>: <code>{bad.reason}</code> — <span dir="auto">{bad.message}</span></li>
        ))}
      </ul>
      {keyFaults.length > 0 && (
        <>
          <h4>{t('keyFaults', { count: keyFaults.length })}</h4>
          <ul className="class-bad-list">
            {keyFaults.map((fault) => (
              <li key={fault.row}><strong>{t('badRow', { row: fault.row })}</strong>: <code>{fault.reason}</code> — <span dir="auto">{fault.message}</span></li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export const verdictKey = (verdict: string): ClassMessageKey => `verdict.${verdict}` as ClassMessageKey;
