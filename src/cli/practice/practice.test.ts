// `exactly practice` as a teacher runs it: the real binary, its sheet graded back by `exactly grade`,
// and its Moodle quiz parsed by an XML parser.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { EQUATION_RULES } from '../../core/equations/rule-ids';
import { PRACTICE_RULES } from '../../core/practice/index';

const BIN = fileURLToPath(new URL('../../../bin/exactly.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'exactly-practice-'));

function exactly(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

interface Line {
  student?: string;
  number: number;
  question: string;
  rule: string;
  task: string;
  problem: string;
  final_form: string;
  denominator: number | null;
  answer: string;
  value: string;
  diagnostic_answer: string;
  diagnostic_working: string;
  seed: number;
  solution: string[];
  working: string;
  instruction: string;
  feedback: string;
}
const lines = (stdout: string): Line[] =>
  stdout
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Line);

describe('exactly practice', () => {
  it('--format jsonl: one object per problem with rule, problem, answer, diagnostic_answer and seed; the seed makes it again', () => {
    const run = exactly('practice', '--rules', 'added_across,cross_multiplied', '--per-rule', '3', '--seed', '12345', '--format', 'jsonl');
    expect(run.status).toBe(0);
    const problems = lines(run.stdout);
    expect(problems.map((p) => p.rule)).toEqual([
      'added_across',
      'added_across',
      'added_across',
      'cross_multiplied',
      'cross_multiplied',
      'cross_multiplied',
    ]);
    for (const p of problems) {
      expect(p.seed).toBe(12345);
      expect(p.answer).toMatch(/^\d+(\/\d+)?$/);
      expect(p.diagnostic_answer).toMatch(/^-?\d+(\/\d+)?$/);
      expect(p.instruction).toBe(
        `Work out ${p.problem}. Write the answer as a fraction in lowest terms (such as 5/4, or 2 for a whole number).`,
      );
      expect(p.diagnostic_answer).not.toBe(p.answer);
      expect(p.working.split('\n')[0]).toBe(p.problem);
      expect(p.feedback).toContain(`${p.problem} is ${p.answer}, not ${p.diagnostic_answer}`);
    }
    expect(run.stderr).toContain('seed 12345');
    expect(exactly('practice', '--rules', 'added_across,cross_multiplied', '--per-rule=3', '--seed=12345', '--format=jsonl').stdout).toBe(
      run.stdout,
    );
  });

  it('without --seed chooses one and prints it, and that seed makes the same sheet', () => {
    const run = exactly('practice', '--rules', 'reciprocal', '--per-rule', '2');
    const seed = /--seed (\d+)/.exec(run.stderr)![1]!;
    expect(exactly('practice', '--rules', 'reciprocal', '--per-rule', '2', '--seed', seed).stdout).toBe(run.stdout);
  });

  it('--format csv is a key that exactly grade reads: the right working is correct, the diagnostic answer names its rule, for the fraction and the equation rules', () => {
    const run = exactly('practice', '--rules', 'all', '--per-rule', '1', '--seed', '7');
    expect(run.status).toBe(0);
    const [header, ...rows] = run.stdout.trimEnd().split('\r\n');
    expect(header).toBe('question,answer,final_form,denominator,rule,task,problem,diagnostic_answer,seed');
    expect(rows).toHaveLength(PRACTICE_RULES.length);
    const key = join(dir, 'key.csv');
    writeFileSync(key, run.stdout);
    const problems = lines(exactly('practice', '--rules', 'all', '--per-rule', '1', '--seed', '7', '--format', 'jsonl').stdout);
    const quote = (text: string): string => `"${text.replace(/"/g, '""')}"`;
    expect(problems.filter((p) => p.task === 'equation').map((p) => p.rule)).toEqual([...EQUATION_RULES]);
    const answers = [
      'student,question,working',
      ...problems.flatMap((p) => [`right,${p.question},${quote(p.working)}`, `wrong,${p.question},${quote(p.diagnostic_working)}`]),
    ].join('\n');
    const answersPath = join(dir, 'answers.csv');
    writeFileSync(answersPath, answers);
    const graded = exactly('grade', answersPath, '--key', key, '--jsonl');
    expect(graded.status).toBe(0);
    const results = graded.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { student: string; verdict: string; misconceptions: string[] });
    problems.forEach((p, i) => {
      expect(results[2 * i], p.working).toMatchObject({ student: 'right', verdict: 'correct' });
      expect(results[2 * i + 1]).toMatchObject({ student: 'wrong', verdict: 'step_mismatch' });
      expect(results[2 * i + 1]!.misconceptions[0]).toBe(p.rule);
    });
    // An equation's answer alone, as x = v, is graded by its value against the key.
    const equations = problems.filter((p) => p.task === 'equation');
    const alone = join(dir, 'equation-answers.csv');
    writeFileSync(
      alone,
      [
        'student,question,working',
        ...equations.flatMap((p) => [`right,${p.question},${p.answer}`, `wrong,${p.question},${p.diagnostic_answer}`]),
      ].join('\n'),
    );
    const byAnswer = exactly('grade', alone, '--key', key, '--jsonl')
      .stdout.trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { verdict: string });
    expect(byAnswer.map((row) => row.verdict)).toEqual(equations.flatMap(() => ['correct', 'answer_mismatch']));
  });

  it('--rules takes the equation rules: bracket_first_term_only is a bracket k(x ± b), its diagnostic answer the x of k·x ± b', () => {
    const run = exactly(
      'practice',
      '--rules',
      'bracket_first_term_only,constant_divided,coefficient_subtracted',
      '--per-rule',
      '2',
      '--seed',
      '8',
      '--format',
      'jsonl',
    );
    expect(run.status, run.stderr).toBe(0);
    const problems = lines(run.stdout);
    expect(problems.map((p) => p.rule)).toEqual([
      'bracket_first_term_only',
      'bracket_first_term_only',
      'constant_divided',
      'constant_divided',
      'coefficient_subtracted',
      'coefficient_subtracted',
    ]);
    for (const p of problems) {
      expect(p.task).toBe('equation');
      expect(p.answer).toBe(`x = ${p.value}`);
      expect(p.diagnostic_answer).not.toBe(p.answer);
      expect(p.instruction).toBe(`Solve ${p.problem}. Write the answer as x = … (such as x = 5/2).`);
      expect(p.feedback).toContain(`${p.problem} has the solution ${p.answer}, not ${p.diagnostic_answer}: it looks like`);
    }
    const [bracket] = problems;
    const [, k, sign, b] = /^(\d+)\(x ([+-]) (\d+)\) = -?\d+$/.exec(bracket!.problem)!;
    expect(bracket!.diagnostic_working.split('\n')[1]).toBe(`${k}x ${sign} ${b} = ${bracket!.problem.split(' = ')[1]}`);
    expect(problems[2]!.problem).toMatch(/^x \+ \d+ = -?\d+$/);
    expect(problems[4]!.problem).toMatch(/^\d+x = -?\d+$/);
    expect(
      lines(
        exactly('practice', '--rules', 'bracket_first_term_only', '--per-rule', '1', '--seed', '8', '--format', 'jsonl', '--lang', 'he')
          .stdout,
      )[0]!.feedback,
    ).toContain('נפתחו רק על האיבר הראשון');
  });

  it("an equivalent fraction's key asks for its denominator: the value alone is not the answer", () => {
    const problems = lines(
      exactly('practice', '--rules', 'numerator_not_scaled', '--per-rule', '1', '--seed', '7', '--format', 'jsonl').stdout,
    );
    const p = problems[0]!;
    const key = join(dir, 'equivalent-key.csv');
    writeFileSync(key, exactly('practice', '--rules', 'numerator_not_scaled', '--per-rule', '1', '--seed', '7').stdout);
    const answers = join(dir, 'equivalent-answers.csv');
    writeFileSync(answers, `student,question,working\nright,P1,"${p.working}"\nsame,P1,"${p.problem}\n= ${p.problem}"\n`);
    const graded = exactly('grade', answers, '--key', key, '--jsonl')
      .stdout.trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { verdict: string });
    expect(graded.map((row) => row.verdict)).toEqual(['correct', 'final_form']);
  });

  it('--lang he writes the questions and the feedback in Hebrew', () => {
    const [p] = lines(
      exactly('practice', '--rules', 'added_across', '--per-rule', '1', '--seed', '7', '--format', 'jsonl', '--lang', 'he').stdout,
    );
    expect(p!.instruction).toContain('חשבו את');
    expect(p!.feedback).toContain('חיברו את המונים ואת המכנים');
  });

  it("--from-results: a sheet for each student from their own misconceptions, one key that grades the class's answers to their own sheets", () => {
    // A class: each student answers problems with some rules' diagnostic answers (their mistakes), Noa everything right, Omer wrong with no named mistake.
    const pool = lines(
      exactly(
        'practice',
        '--rules',
        'added_across,cross_multiplied,decimal_places_not_added,percent_as_whole,reciprocal,bracket_first_term_only',
        '--per-rule',
        '3',
        '--seed',
        '11',
        '--format',
        'jsonl',
      ).stdout,
    );
    const of = (rule: string): Line[] => pool.filter((p) => p.rule === rule);
    const quote = (text: string): string => `"${text.replace(/"/g, '""')}"`;
    const rows: string[] = ['student,question,working'];
    const wrong = (student: string, p: Line, q: string) => rows.push(`${student},${q},${quote(p.diagnostic_working)}`);
    of('cross_multiplied').forEach((p, i) => wrong('Dana', p, `Q${i + 1}`));
    wrong('Dana', of('added_across')[0]!, 'Q4');
    of('decimal_places_not_added')
      .slice(0, 2)
      .forEach((p, i) => wrong('Dana', p, `Q${i + 5}`));
    wrong('Dana', of('reciprocal')[0]!, 'Q7');
    wrong('Dana', of('percent_as_whole')[0]!, 'Q8');
    wrong('Eli', of('percent_as_whole')[1]!, 'Q1');
    // An equation working with its mistake, twice: an equation rule is practised from the class's results too.
    wrong('Eli', of('bracket_first_term_only')[0]!, 'Q2');
    wrong('Eli', of('bracket_first_term_only')[1]!, 'Q3');
    for (const [i, p] of pool.slice(0, 3).entries()) rows.push(`Noa,Q${i + 1},${quote(p.working)}`);
    rows.push(`Omer,Q1,${quote('1/2 + 1/3\n= 7/9')}`);
    const answers = join(dir, 'class.csv');
    writeFileSync(answers, `${rows.join('\n')}\n`);
    const resultsPath = join(dir, 'results.csv');
    expect(exactly('grade', answers, '--out', resultsPath).status).toBe(0);

    const run = exactly('practice', '--from-results', resultsPath, '--per-rule', '2', '--seed', '5', '--format', 'jsonl');
    expect(run.status, run.stderr).toBe(0);
    const sheets = lines(run.stdout);
    const rulesOf = (student: string): string[] => [...new Set(sheets.filter((p) => p.student === student).map((p) => p.rule))];
    // Most frequent first, at most three, nothing the student did not do.
    expect(rulesOf('Dana')).toEqual(['cross_multiplied', 'decimal_places_not_added', 'added_across']);
    expect(rulesOf('Eli')).toEqual(['bracket_first_term_only', 'percent_as_whole']);
    expect(
      sheets
        .filter((p) => p.rule === 'bracket_first_term_only')
        .every((p) => p.task === 'equation' && /^\d+\(x [+-] \d+\) = -?\d+$/.test(p.problem)),
    ).toBe(true);
    expect(rulesOf('Noa')).toEqual([]);
    expect(rulesOf('Omer')).toEqual([]);
    expect(run.stderr).toContain('no misconception for Noa, no sheet; wrong: none');
    expect(run.stderr).toContain('no misconception for Omer, no sheet; wrong: Q1');
    expect(sheets.filter((p) => p.student === 'Dana')).toHaveLength(6);
    expect(sheets.filter((p) => p.student === 'Dana').map((p) => p.question)).toEqual([
      'Dana/P1',
      'Dana/P2',
      'Dana/P3',
      'Dana/P4',
      'Dana/P5',
      'Dana/P6',
    ]);
    expect(new Set(sheets.map((p) => p.question)).size).toBe(sheets.length);
    // Seeded: the same seed, the same sheets.
    expect(exactly('practice', '--from-results', resultsPath, '--per-rule', '2', '--seed', '5', '--format', 'jsonl').stdout).toBe(
      run.stdout,
    );

    // The key (csv, with a student column) grades the class's answers to their own sheets.
    const keyRun = exactly('practice', '--from-results', resultsPath, '--per-rule', '2', '--seed', '5');
    const [header] = keyRun.stdout.split('\r\n');
    expect(header).toBe('student,question,answer,final_form,denominator,rule,task,problem,diagnostic_answer,seed');
    const key = join(dir, 'class-key.csv');
    writeFileSync(key, keyRun.stdout);
    const returned = join(dir, 'returned.csv');
    writeFileSync(
      returned,
      [
        'student,question,working',
        ...sheets.flatMap((p) => [
          `${p.student},${p.question},${quote(p.working)}`,
          `${p.student},${p.question},${quote(p.diagnostic_working)}`,
        ]),
      ].join('\n'),
    );
    const graded = exactly('grade', returned, '--key', key, '--jsonl')
      .stdout.trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { verdict: string; misconceptions: string[] });
    sheets.forEach((p, i) => {
      expect(graded[2 * i]!.verdict, p.working).toBe('correct');
      expect(graded[2 * i + 1]!.misconceptions[0]).toBe(p.rule);
    });

    // Moodle: one category per student with a sheet.
    const xml = exactly('practice', '--from-results', resultsPath, '--per-rule', '2', '--seed', '5', '--format', 'moodle').stdout;
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', isArray: (name) => name === 'question' }).parse(
      xml,
    ) as { quiz: { question: Array<{ '@_type': string; category?: { text: string } }> } };
    const categories = parsed.quiz.question.filter((q) => q['@_type'] === 'category').map((q) => q.category!.text);
    expect(categories).toEqual(['$course$/top/Exactly practice, seed 5/Dana', '$course$/top/Exactly practice, seed 5/Eli']);
    expect(parsed.quiz.question.filter((q) => q['@_type'] === 'shortanswer')).toHaveLength(sheets.length);
  });

  it('--format moodle parses: one question per problem, the right answer at 100%, one feedback per diagnostic answer', () => {
    const run = exactly('practice', '--rules', 'all', '--seed', '3', '--format', 'moodle');
    expect(run.status).toBe(0);
    const problems = lines(exactly('practice', '--rules', 'all', '--seed', '3', '--format', 'jsonl').stdout);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@_',
      isArray: (name) => ['question', 'answer', 'feedback'].includes(name),
    }).parse(run.stdout) as {
      quiz: {
        question: Array<{
          '@_type': string;
          answer?: Array<{ '@_fraction': string; text: string | number; feedback?: Array<{ text: string }> }>;
        }>;
      };
    };
    const questions = parsed.quiz.question.filter((q) => q['@_type'] === 'shortanswer');
    expect(questions).toHaveLength(problems.length);
    expect(problems).toHaveLength(6 * PRACTICE_RULES.length);
    expect(PRACTICE_RULES).toHaveLength(62 + EQUATION_RULES.length);
    questions.forEach((question, i) => {
      const answers = question.answer!;
      const right = answers.filter((a) => a['@_fraction'] === '100');
      const wrong = answers.filter((a) => a['@_fraction'] === '0');
      const p = problems[i]!;
      // An equation's answers are taken as x = v and as v alone.
      const alone = (answer: string): string => answer.replace(/^x = /, '');
      expect(right.map((a) => String(a.text))).toEqual(p.task === 'equation' ? [p.answer, alone(p.answer)] : [p.answer]);
      expect(wrong.map((a) => String(a.text))).toEqual(
        p.task === 'equation' ? [p.diagnostic_answer, alone(p.diagnostic_answer)] : [p.diagnostic_answer],
      );
      for (const answer of wrong) {
        expect(answer.feedback).toHaveLength(1);
        expect(answer.feedback![0]!.text).toContain(p.feedback);
      }
      expect(right[0]!.feedback).toBeUndefined();
    });
  });

  describe('--format html: a printable page', () => {
    interface Node {
      [key: string]: unknown;
      '#text'?: string | number;
      '@_class'?: string;
      '@_dir'?: string;
      '@_value'?: string;
    }
    const parse = (html: string): { html: Node & { head: { title: string; style: string }; body: { section: Node[] } } } => {
      // The page is polyglot: an XML parser reads it, so its structure is checked, not its text searched.
      expect(XMLValidator.validate(html)).toBe(true);
      return new XMLParser({
        ignoreAttributes: false,
        attributeNamePrefix: '@_',
        isArray: (name) => ['section', 'li', 'p', 'span', 'ol', 'h2'].includes(name),
      }).parse(html);
    };
    const text = (node: unknown): string =>
      typeof node === 'object' && node !== null ? String((node as Node)['#text'] ?? '') : String(node);
    const sections = (page: ReturnType<typeof parse>, kind: string): Node[] =>
      page.html.body.section.filter((section) => section['@_class'] === kind);

    it("the sheet: a title, its problems numbered in runs of one task, each run's instruction once, space to answer; the key from a new page", () => {
      const run = exactly(
        'practice',
        '--rules',
        'added_across,cross_multiplied,bracket_first_term_only',
        '--per-rule',
        '2',
        '--seed',
        '3',
        '--format',
        'html',
      );
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout.startsWith('<!DOCTYPE html>')).toBe(true);
      const page = parse(run.stdout);
      expect(page.html['@_lang']).toBe('en');
      expect(page.html['@_dir']).toBe('ltr');
      expect(page.html.head.title).toBe('Exactly practice, seed 3');
      const [sheet] = sections(page, 'sheet');
      expect(sheet!.h1).toBe('Practice sheet');
      const groups = sheet!.section as Node[];
      // added_across and cross_multiplied are both fraction problems: one run, one instruction; then the equations.
      expect(groups.map((group) => group['@_data-task'])).toEqual(['fraction', 'equation']);
      expect(groups.map((group) => (group.h2 as string[]).length)).toEqual([1, 1]);
      expect((groups[1]!.h2 as string[])[0]).toBe('Solve each equation. Write each answer as x = … (such as x = 5/2).');
      const items = groups.flatMap((group) => (group.ol as Node[]).flatMap((ol) => ol.li as Node[]));
      expect(items.map((item) => item['@_value'])).toEqual(['1', '2', '3', '4', '5', '6']);
      const problems = lines(
        exactly(
          'practice',
          '--rules',
          'added_across,cross_multiplied,bracket_first_term_only',
          '--per-rule',
          '2',
          '--seed',
          '3',
          '--format',
          'jsonl',
        ).stdout,
      );
      items.forEach((item, i) => {
        const [question, problem] = item.span as Node[];
        expect(text(question)).toBe(`P${i + 1}.`);
        // The line is the problem alone: its instruction is the run's.
        expect(text(problem)).toBe(problems[i]!.problem);
        expect(item.div).toMatchObject({ '@_class': 'answer-space' });
      });
      const [key] = sections(page, 'key');
      expect(key!.h1).toBe('Answer key');
      const answers = (key!.ol as Node[])[0]!.li as Node[];
      expect(answers).toHaveLength(6);
      answers.forEach((answer, i) => {
        const [head, solution, feedback] = answer.p as Node[];
        expect(JSON.stringify(head)).toContain(problems[i]!.answer);
        expect(solution!['@_class']).toBe('solution');
        expect(text(feedback)).toBe(`If the answer is ${problems[i]!.diagnostic_answer}: ${problems[i]!.feedback}`);
      });
      // The key starts a new page when printed.
      expect(page.html.head.style).toMatch(/(^|\n)[^{\n]*\.key[^{\n]*\{[^}]*break-before: page/);
    });

    it('in Hebrew the page is right to left, its texts Hebrew and the mathematics left to right', () => {
      const page = parse(
        exactly('practice', '--rules', 'added_across', '--per-rule', '1', '--seed', '3', '--format', 'html', '--lang', 'he').stdout,
      );
      expect(page.html['@_lang']).toBe('he');
      expect(page.html['@_dir']).toBe('rtl');
      const [sheet] = sections(page, 'sheet');
      expect(sheet!.h1).toBe('דף תרגול');
      const [group] = sheet!.section as Node[];
      expect((group!.h2 as string[])[0]).toMatch(/^חשבו כל תרגיל\./);
      const [, problem] = ((group!.ol as Node[])[0]!.li as Node[])[0]!.span as Node[];
      expect(problem!['@_dir']).toBe('ltr');
    });

    it('--from-results: a page for each student, then their keys; a name is escaped, never markup', () => {
      const results = join(dir, 'html-results.csv');
      const name = 'Dana <b>&"Q"</b>';
      writeFileSync(
        results,
        `student,question,verdict,first_error_line,misconceptions,final_value\n"${name.replace(/"/g, '""')}",Q1,step_mismatch,2,added_across,2/5\nEli,Q1,step_mismatch,2,constant_divided,13/5\n`,
      );
      const run = exactly('practice', '--from-results', results, '--per-rule', '1', '--seed', '4', '--format', 'html');
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).not.toContain('<b>');
      const page = parse(run.stdout);
      expect(sections(page, 'sheet').map((sheet) => sheet.h1)).toEqual([`Practice sheet for ${name}`, 'Practice sheet for Eli']);
      expect(sections(page, 'sheet').map((sheet) => text((sheet.p as Node[])[1]))).toEqual([`Name: ${name}`, 'Name: Eli']);
      expect(sections(page, 'key').map((key) => key.h1)).toEqual([`Answer key for ${name}`, 'Answer key for Eli']);
      expect(page.html.body.section.map((section) => section['@_class'])).toEqual(['sheet', 'sheet', 'key', 'key']);
      expect(page.html.head.style).toMatch(/\.sheet \+ \.sheet[^{]*\{[^}]*break-before: page/);
    });
  });

  it('usage errors exit 2 and say what is wrong', () => {
    for (const [args, message] of [
      [[], 'missing --rules'],
      [['--rules', 'added_across', '--lang', 'fr'], '--lang must be one of en, he'],
      [['--rules', 'added_across', '--from-results', 'x.csv'], '--rules and --from-results do not go together'],
      [['--rules', 'added_across,nope'], 'unknown rule nope'],
      [['--rules', 'bracket_first_term_only,nope'], 'unknown rule nope'],
      [['--rules', 'added_across', '--per-rule', '0'], '--per-rule must be'],
      [['--rules', 'added_across', '--seed', '-3'], '--seed must be'],
      [['--rules', 'added_across', '--format', 'xml'], '--format must be'],
      [['--rules', 'added_across', '--bogus'], 'unknown option --bogus'],
    ] as const) {
      const run = exactly('practice', ...args);
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr).toContain(message);
    }
    expect(exactly('practice', '--help').stdout).toContain('Usage: exactly practice');
    // The rules are listed once: in the usage, not again in the error.
    const unknown = exactly('practice', '--rules', 'nope').stderr;
    const mentions = (rule: string): number => unknown.match(new RegExp(`(?<![a-z_])${rule}(?![a-z_])`, 'g'))?.length ?? 0;
    expect(mentions('added_across')).toBe(1);
    expect(mentions('bracket_first_term_only')).toBe(1);
    expect(unknown.split('Usage: exactly practice')).toHaveLength(2);
  });
});
