/**
 * Practice from the class's mistakes (lazy: its own chunk): choose misconceptions (those the
 * summary found first), make a seeded sheet in the worker (src/core/practice), print it with its
 * answer key and worked solutions, export the key as the Class tab's key CSV and a Moodle XML quiz;
 * or make a sheet for each student from their own mistakes, printed one student a page, the keys
 * after all the sheets. What a sheet says (each task, each feedback sentence) is
 * src/core/sentences', in the page's language.
 */
import { useId, useMemo, useState } from 'react';
import { PRACTICE_RULES, type PracticeRule } from '../../core/practice/practice-rules';
import { taskGroups } from '../../core/practice/groups';
import { groupInstruction, groupItem, practiceFeedback, practiceText } from '../../core/sentences/practice-sentences';
import {
  isErrorEnvelope,
  type ClassSummary,
  type ErrorEnvelope,
  type PracticeProblem,
  type PracticeSheet,
  type StudentSheet,
} from '../../worker/messages';
import { downloadBlob } from '../class/download';
import { useClassT } from '../class/class-messages';
import { useI18n } from '../i18n';
import { engine } from '../queries';
import { usePracticeT } from './practice-messages';
import './practice.css';

const randomSeed = (): number => Math.floor(Math.random() * 0x1_0000_0000);

/** Prints with a class on the root that the print style reads, taken off after printing. */
function printWith(className: string): void {
  const root = document.documentElement;
  root.classList.add(className);
  const done = () => {
    root.classList.remove(className);
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

type Making<Made> = { phase: 'idle' } | { phase: 'making' } | { phase: 'failed'; message: string } | ({ phase: 'made' } & Made);

/** A thing the worker makes on request (a sheet, the students' sheets): its state, and how to ask for it. */
function useMaking<Made>(): [Making<Made>, (ask: () => Promise<Made | ErrorEnvelope>) => Promise<void>] {
  const [state, setState] = useState<Making<Made>>({ phase: 'idle' });
  const make = async (ask: () => Promise<Made | ErrorEnvelope>) => {
    setState({ phase: 'making' });
    try {
      const made = await ask();
      setState(isErrorEnvelope(made) ? { phase: 'failed', message: made.error.message } : { phase: 'made', ...made });
    } catch (error) {
      setState({ phase: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
  return [state, make];
}

export default function PracticePanel({ summary }: { summary: ClassSummary }) {
  const t = usePracticeT();
  const tc = useClassT();
  const { language } = useI18n();
  const id = useId();
  // The class's mistakes of every kind, most frequent first.
  const seen = useMemo(() => [...summary.misconceptions].sort((x, y) => y.count - x.count), [summary]);
  const found = useMemo<PracticeRule[]>(() => seen.map((entry) => entry.rule), [seen]);
  const others = PRACTICE_RULES.filter((rule) => !found.includes(rule));
  const [chosen, setChosen] = useState<ReadonlySet<PracticeRule>>(() => new Set(found.slice(0, 3)));
  const [perRule, setPerRule] = useState(6);
  const [seed, setSeed] = useState(() => String(randomSeed()));
  const [maxDenominator, setMaxDenominator] = useState(12);
  const [state, make] = useMaking<{ sheet: PracticeSheet; keyCsv: string }>();
  const [students, makeStudents] = useMaking<{ sheets: StudentSheet[]; keyCsv: string }>();

  const seedValid = /^\d{1,10}$/.test(seed) && Number(seed) <= 0xffff_ffff;
  const toggle = (rule: PracticeRule) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(rule)) next.delete(rule);
      else next.add(rule);
      return next;
    });

  const makeSheet = () => {
    const rules = PRACTICE_RULES.filter((rule) => chosen.has(rule));
    if (rules.length === 0 || !seedValid) return;
    const input = {
      rules: [...found.filter((rule) => chosen.has(rule)), ...rules.filter((rule) => !found.includes(rule))],
      seed: Number(seed),
      perRule,
      maxDenominator,
    };
    void make(() => engine.ask('class-practice', input, undefined, { timeoutMs: 60_000 }));
  };
  const makeStudentSheets = () => {
    if (!seedValid) return;
    const input = { seed: Number(seed), perRule, maxDenominator };
    void makeStudents(() => engine.ask('class-practice-students', input, undefined, { timeoutMs: 120_000 }));
  };

  /** A Moodle quiz of the sheets, a category each, its sentences in the page's language (made in the worker). */
  const exportMoodle = async (categories: Array<{ category: string; problems: PracticeProblem[] }>, name: string) => {
    const xml = await engine.ask('practice-moodle', { categories, language }, undefined, { timeoutMs: 60_000 });
    if (!isErrorEnvelope(xml)) downloadBlob(new Blob([xml], { type: 'application/xml;charset=utf-8' }), name);
  };
  const exportSheetMoodle = (sheet: PracticeSheet) =>
    exportMoodle(
      [{ category: practiceText('category', language, { seed: sheet.seed }), problems: sheet.problems }],
      `practice-${sheet.seed}-moodle.xml`,
    );
  const exportStudentsMoodle = (sheets: readonly StudentSheet[]) =>
    exportMoodle(
      // Moodle reads "/" in a category path as a subcategory; "//" is a slash in a name.
      sheets.flatMap(({ student, sheet }) =>
        sheet === null
          ? []
          : [
              {
                category: practiceText('studentCategory', language, { seed, student: student.replace(/\//g, '//') }),
                problems: sheet.problems,
              },
            ],
      ),
      `practice-${seed}-students-moodle.xml`,
    );

  const ruleBox = (rule: PracticeRule, count?: number) => (
    <label key={rule} className="practice-rule">
      <input type="checkbox" checked={chosen.has(rule)} onChange={() => toggle(rule)} />
      {tc.rule(rule)}
      {count === undefined ? '' : ` (${count})`}
    </label>
  );

  return (
    <section className="practice" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('heading')}</h3>
      <p className="field-hint">{t('intro')}</p>
      <fieldset className="practice-rules">
        <legend>{t('rules')}</legend>
        {found.length > 0 && <p className="practice-group">{t('found')}</p>}
        {seen.map((entry) => ruleBox(entry.rule, entry.count))}
        <details>
          <summary>{t('others')}</summary>
          {others.map((rule) => ruleBox(rule))}
        </details>
      </fieldset>
      <div className="practice-options">
        <label>
          {t('perRule')}
          <input
            type="number"
            min={1}
            max={50}
            value={perRule}
            onChange={(event) => setPerRule(Math.min(50, Math.max(1, Number(event.target.value) || 1)))}
          />
        </label>
        <label>
          {t('maxDenominator')}
          <input
            type="number"
            min={3}
            max={100}
            value={maxDenominator}
            onChange={(event) => setMaxDenominator(Math.min(100, Math.max(3, Number(event.target.value) || 12)))}
          />
        </label>
        <label>
          {t('seed')}
          <input
            type="text"
            inputMode="numeric"
            dir="ltr"
            value={seed}
            aria-invalid={!seedValid}
            onChange={(event) => setSeed(event.target.value.trim())}
          />
        </label>
        <button type="button" onClick={() => setSeed(String(randomSeed()))}>
          {t('newSeed')}
        </button>
      </div>
      <div className="class-actions">
        <button
          type="button"
          className="primary"
          disabled={chosen.size === 0 || !seedValid || state.phase === 'making'}
          onClick={makeSheet}
        >
          {t('make')}
        </button>
      </div>
      <div aria-live="polite">
        {chosen.size === 0 && <p className="muted">{t('none')}</p>}
        {state.phase === 'making' && (
          <p className="muted" role="status">
            {t('making')}
          </p>
        )}
        {state.phase === 'failed' && <p className="error-text">{t('failed', { reason: state.message })}</p>}
      </div>
      {state.phase === 'made' && (
        <>
          <div className="class-report-tools">
            <button type="button" onClick={() => printWith('print-practice')}>
              {t('print')}
            </button>
            <button
              type="button"
              onClick={() =>
                downloadBlob(new Blob([state.keyCsv], { type: 'text/csv;charset=utf-8' }), `practice-${state.sheet.seed}-key.csv`)
              }
            >
              {t('exportKey')}
            </button>
            <button type="button" onClick={() => void exportSheetMoodle(state.sheet)}>
              {t('exportMoodle')}
            </button>
          </div>
          {state.sheet.shortfalls.map((short) => (
            <p key={short.rule} className="muted">
              {t('short', { made: short.made, wanted: state.sheet.per_rule, rule: tc.rule(short.rule) })}
            </p>
          ))}
          <PracticeSheetView sheet={state.sheet} />
        </>
      )}
      <section className="practice-students" aria-labelledby={`${id}-students`}>
        <h3 id={`${id}-students`}>{t('studentsHeading')}</h3>
        <p className="field-hint">{t('studentsIntro')}</p>
        <div className="class-actions">
          <button type="button" disabled={!seedValid || students.phase === 'making'} onClick={makeStudentSheets}>
            {t('makeStudents')}
          </button>
        </div>
        <div aria-live="polite">
          {students.phase === 'making' && (
            <p className="muted" role="status">
              {t('makingStudents')}
            </p>
          )}
          {students.phase === 'failed' && <p className="error-text">{t('failed', { reason: students.message })}</p>}
          {students.phase === 'made' && (
            <p className="muted">{t('studentsMade', { sheets: students.sheets.filter((entry) => entry.sheet !== null).length })}</p>
          )}
        </div>
        {students.phase === 'made' && (
          <>
            <div className="class-report-tools">
              <button type="button" onClick={() => printWith('print-student-sheets')}>
                {t('printStudents')}
              </button>
              <button
                type="button"
                onClick={() =>
                  downloadBlob(new Blob([students.keyCsv], { type: 'text/csv;charset=utf-8' }), `practice-${seed}-students-key.csv`)
                }
              >
                {t('exportStudentsKey')}
              </button>
              <button type="button" onClick={() => void exportStudentsMoodle(students.sheets)}>
                {t('exportStudentsMoodle')}
              </button>
            </div>
            <ul className="practice-no-sheet" data-testid="practice-no-sheet">
              {students.sheets
                .filter((entry) => entry.sheet === null)
                .map(({ student, plan }) => (
                  <li key={student}>
                    {t('noSheet', { student, questions: plan.wrong.length === 0 ? t('noneWrong') : plan.wrong.join(', ') })}
                  </li>
                ))}
            </ul>
            <StudentSheetsView sheets={students.sheets} />
          </>
        )}
      </section>
    </section>
  );
}

/** One sheet's page: its heading, the student's name line, and each problem as its task asks. */
function SheetPage({ sheet, heading, name, seedTestId }: { sheet: PracticeSheet; heading: string; name: string; seedTestId?: string }) {
  const { language } = useI18n();
  return (
    <article className="practice-page" data-testid="practice-page">
      <h4>
        {heading}{' '}
        <span className="practice-seed" data-testid={seedTestId}>
          {practiceText('sheetSeed', language, { seed: sheet.seed })}
        </span>
      </h4>
      <p>{name}</p>
      <p>{practiceText('instructions', language)}</p>
      {/* Each run of one task says what it asks once, above its problems. */}
      {taskGroups(sheet.problems).map((group) => (
        <section key={group.problems[0]!.number} className="practice-task" data-task={group.task}>
          <p className="practice-task-instruction">{groupInstruction(group.task, language)}</p>
          <ol className="practice-problems">
            {group.problems.map((problem) => (
              <li key={problem.number} data-rule={problem.rule}>
                <span className="practice-number">{problem.question}.</span>{' '}
                <span className="practice-problem" dir={problem.denominator === null ? 'ltr' : 'auto'}>
                  {groupItem(problem, language)}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </article>
  );
}

/** One sheet's key: each problem's answer, its worked solution, and what its diagnostic answer says. */
function KeyPage({ sheet, heading }: { sheet: PracticeSheet; heading: string }) {
  const t = usePracticeT();
  const { language } = useI18n();
  const feedback = (problem: PracticeProblem): string =>
    practiceText('ifAnswer', language, { answer: problem.diagnostic_answer, feedback: practiceFeedback(problem, language) });
  return (
    <article className="practice-page practice-key" data-testid="practice-page">
      <h4>
        {heading} <span className="practice-seed">{practiceText('sheetSeed', language, { seed: sheet.seed })}</span>
      </h4>
      <ol className="practice-answers">
        {sheet.problems.map((problem) => (
          <li key={problem.number}>
            <p>
              <span className="practice-number">{problem.question}.</span> <span dir="ltr">{problem.problem}</span> —{' '}
              <span dir="ltr">{practiceText('answer', language, { answer: problem.answer })}</span>
            </p>
            <p className="practice-solution" aria-label={t('solution')} dir="ltr">
              {problem.working.split('\n').map((line, index) => (
                <span key={index}>
                  {line}
                  <br />
                </span>
              ))}
            </p>
            <p className="practice-feedback" dir="auto">
              {feedback(problem)}
            </p>
          </li>
        ))}
      </ol>
    </article>
  );
}

/** Every student's sheet, a page each with their name, then every key: printed in that order. */
function StudentSheetsView({ sheets }: { sheets: readonly StudentSheet[] }) {
  const { language } = useI18n();
  const made = sheets.filter((entry): entry is StudentSheet & { sheet: PracticeSheet } => entry.sheet !== null);
  return (
    <div className="practice-sheet student-sheets" data-testid="student-sheets">
      {made.map(({ student, sheet }) => (
        <SheetPage
          key={student}
          sheet={sheet}
          heading={practiceText('studentSheet', language, { student })}
          name={practiceText('studentName', language, { student })}
        />
      ))}
      {made.map(({ student, sheet }) => (
        <KeyPage key={student} sheet={sheet} heading={practiceText('studentKey', language, { student })} />
      ))}
    </div>
  );
}

function PracticeSheetView({ sheet }: { sheet: PracticeSheet }) {
  const { language } = useI18n();
  return (
    <div className="practice-sheet single-sheet" data-testid="practice-sheet">
      <SheetPage
        sheet={sheet}
        heading={practiceText('sheet', language)}
        name={practiceText('nameLine', language)}
        seedTestId="practice-seed"
      />
      <KeyPage sheet={sheet} heading={practiceText('key', language)} />
    </div>
  );
}
