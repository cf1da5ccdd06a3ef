/**
 * Practice from the class's mistakes (lazy: its own chunk): choose misconceptions (those the
 * summary found first), make a seeded sheet in the worker (src/core/practice), print it with its
 * answer key and worked solutions, export the key as the Class tab's key CSV and a Moodle XML quiz
 * whose feedback sentences are this page's, in its language.
 */
import { useId, useMemo, useState } from 'react';
import { MISCONCEPTION_RULES, type MisconceptionRule } from '../../core/misconceptions/catalog';
import { isErrorEnvelope, type ClassSummary, type PracticeProblem, type PracticeSheet } from '../../worker/messages';
import { downloadBlob } from '../class/download';
import { ruleName, useClassT } from '../class/class-messages';
import { useI18n, messageText, type ExplanationPart } from '../i18n';
import { engine } from '../queries';
import { misconceptionReason } from '../working/working-sentences';
import { usePracticeT } from './practice-messages';
import './practice.css';

const randomSeed = (): number => Math.floor(Math.random() * 0x1_0000_0000);
const value = (text: string): ExplanationPart => ({ kind: 'value', text });

export default function PracticePanel({ summary }: { summary: ClassSummary }) {
  const t = usePracticeT();
  const tc = useClassT();
  const { catalog } = useI18n();
  const id = useId();
  const found = useMemo(() => summary.misconceptions.map((entry) => entry.rule), [summary]);
  const others = MISCONCEPTION_RULES.filter((rule) => !found.includes(rule));
  const [chosen, setChosen] = useState<ReadonlySet<MisconceptionRule>>(() => new Set(found.slice(0, 3)));
  const [perRule, setPerRule] = useState(6);
  const [seed, setSeed] = useState(() => String(randomSeed()));
  const [maxDenominator, setMaxDenominator] = useState(12);
  const [state, setState] = useState<{ phase: 'idle' } | { phase: 'making' } | { phase: 'failed'; message: string } | { phase: 'made'; sheet: PracticeSheet; keyCsv: string }>({ phase: 'idle' });

  /** The sentence for a student who gave the diagnostic answer, in the page's language. */
  const feedback = (problem: PracticeProblem): string => messageText({
    id: 'working.step.notEqual.because',
    params: { compared: value(problem.problem), actual: value(problem.answer), stated: value(problem.diagnostic_answer), reason: misconceptionReason(problem.explanation, problem.problem) },
  }, catalog);

  const toggle = (rule: MisconceptionRule) => setChosen((current) => {
    const next = new Set(current);
    if (next.has(rule)) next.delete(rule);
    else next.add(rule);
    return next;
  });

  const make = async () => {
    const rules = MISCONCEPTION_RULES.filter((rule) => chosen.has(rule));
    const seedNumber = Number(seed);
    if (rules.length === 0 || !/^\d{1,10}$/.test(seed) || seedNumber > 0xffff_ffff) return;
    setState({ phase: 'making' });
    try {
      const made = await engine.ask('class-practice', { rules: [...found.filter((rule) => chosen.has(rule)), ...rules.filter((rule) => !found.includes(rule))], seed: seedNumber, perRule, maxDenominator }, undefined, { timeoutMs: 60_000 });
      setState(isErrorEnvelope(made) ? { phase: 'failed', message: made.error.message } : { phase: 'made', ...made });
    } catch (error) {
      setState({ phase: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const exportMoodle = async (sheet: PracticeSheet) => {
    const texts = {
      category: t('moodleCategory', { seed: sheet.seed }),
      solution: t('moodleSolution'),
      names: sheet.problems.map((p) => t('moodleName', { question: p.question, problem: p.problem })),
      questions: sheet.problems.map((p) => t('moodleQuestion', { problem: p.problem })),
      feedback: sheet.problems.map(feedback),
    };
    const xml = await engine.ask('practice-moodle', { sheet, texts }, undefined, { timeoutMs: 60_000 });
    if (!isErrorEnvelope(xml)) downloadBlob(new Blob([xml], { type: 'application/xml;charset=utf-8' }), `practice-${sheet.seed}-moodle.xml`);
  };

  const print = () => {
    const root = document.documentElement;
    root.classList.add('print-practice');
    const done = () => {
      root.classList.remove('print-practice');
      window.removeEventListener('afterprint', done);
    };
    window.addEventListener('afterprint', done);
    window.print();
  };

  const ruleBox = (rule: MisconceptionRule, count?: number) => (
    <label key={rule} className="practice-rule">
      <input type="checkbox" checked={chosen.has(rule)} onChange={() => toggle(rule)} />
      {ruleName(tc, rule)}{count === undefined ? '' : ` (${count})`}
    </label>
  );

  const seedValid = /^\d{1,10}$/.test(seed) && Number(seed) <= 0xffff_ffff;
  return (
    <section className="practice" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('heading')}</h3>
      <p className="field-hint">{t('intro')}</p>
      <fieldset className="practice-rules">
        <legend>{t('rules')}</legend>
        {found.length > 0 && <p className="practice-group">{t('found')}</p>}
        {summary.misconceptions.map((entry) => ruleBox(entry.rule, entry.count))}
        <details>
          <summary>{t('others')}</summary>
          {others.map((rule) => ruleBox(rule))}
        </details>
      </fieldset>
      <div className="practice-options">
        <label>
          {t('perRule')}
          <input type="number" min={1} max={50} value={perRule} onChange={(event) => setPerRule(Math.min(50, Math.max(1, Number(event.target.value) || 1)))} />
        </label>
        <label>
          {t('maxDenominator')}
          <input type="number" min={3} max={100} value={maxDenominator} onChange={(event) => setMaxDenominator(Math.min(100, Math.max(3, Number(event.target.value) || 12)))} />
        </label>
        <label>
          {t('seed')}
          <input type="text" inputMode="numeric" dir="ltr" value={seed} aria-invalid={!seedValid} onChange={(event) => setSeed(event.target.value.trim())} />
        </label>
        <button type="button" onClick={() => setSeed(String(randomSeed()))}>{t('newSeed')}</button>
      </div>
      <div className="class-actions">
        <button type="button" className="primary" disabled={chosen.size === 0 || !seedValid || state.phase === 'making'} onClick={() => void make()}>{t('make')}</button>
      </div>
      <div aria-live="polite">
        {chosen.size === 0 && <p className="muted">{t('none')}</p>}
        {state.phase === 'making' && <p className="muted" role="status">{t('making')}</p>}
        {state.phase === 'failed' && <p className="error-text">{t('failed', { reason: state.message })}</p>}
      </div>
      {state.phase === 'made' && (
        <>
          <div className="class-report-tools">
            <button type="button" onClick={print}>{t('print')}</button>
            <button type="button" onClick={() => downloadBlob(new Blob([state.keyCsv], { type: 'text/csv;charset=utf-8' }), `practice-${state.sheet.seed}-key.csv`)}>{t('exportKey')}</button>
            <button type="button" onClick={() => void exportMoodle(state.sheet)}>{t('exportMoodle')}</button>
          </div>
          {state.sheet.shortfalls.map((short) => (
            <p key={short.rule} className="muted">{t('short', { made: short.made, wanted: state.sheet.per_rule, rule: ruleName(tc, short.rule) })}</p>
          ))}
          <PracticeSheetView sheet={state.sheet} feedback={feedback} />
        </>
      )}
    </section>
  );
}

function PracticeSheetView({ sheet, feedback }: { sheet: PracticeSheet; feedback(problem: PracticeProblem): string }) {
  const t = usePracticeT();
  return (
    <div className="practice-sheet" data-testid="practice-sheet">
      <article className="practice-page">
        <h4>{t('sheet')} <span className="practice-seed" data-testid="practice-seed">{t('sheetSeed', { seed: sheet.seed })}</span></h4>
        <p>{t('name')}</p>
        <p>{t('instructions')}</p>
        <ol className="practice-problems">
          {sheet.problems.map((problem) => (
            <li key={problem.number} data-rule={problem.rule}>
              <span className="practice-number">{problem.question}.</span> <span dir="ltr" className="practice-problem">{problem.problem} =</span>
            </li>
          ))}
        </ol>
      </article>
      <article className="practice-page practice-key">
        <h4>{t('key')} <span className="practice-seed">{t('sheetSeed', { seed: sheet.seed })}</span></h4>
        <ol className="practice-answers">
          {sheet.problems.map((problem) => (
            <li key={problem.number}>
              <p><span className="practice-number">{problem.question}.</span> <span dir="ltr">{problem.problem}</span> — <span dir="ltr">{t('answer', { answer: problem.answer })}</span></p>
              <p className="practice-solution" aria-label={t('solution')} dir="ltr">
                {[problem.problem, ...problem.solution.map((line) => `= ${line}`)].map((line, index) => <span key={index}>{line}<br /></span>)}
              </p>
              <p className="practice-feedback" dir="auto">{t('ifAnswer', { answer: problem.diagnostic_answer, feedback: feedback(problem) })}</p>
            </li>
          ))}
        </ol>
      </article>
    </div>
  );
}
