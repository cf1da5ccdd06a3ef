// `exactly practice` as a teacher runs it: the real binary, its sheet graded back by `exactly grade`,
// and its Moodle quiz parsed by an XML parser.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { PRACTICE_RULES } from '../../core/practice/index';

const BIN = fileURLToPath(new URL('../../../bin/exactly.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'exactly-practice-'));

function exactly(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

interface Line { number: number; question: string; rule: string; problem: string; answer: string; diagnostic_answer: string; seed: number; solution: string[]; working: string; feedback: string }
const lines = (stdout: string): Line[] => stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as Line);

describe('exactly practice', () => {
  it('--format jsonl: one object per problem with rule, problem, answer, diagnostic_answer and seed; the seed makes it again', () => {
    const run = exactly('practice', '--rules', 'added_across,cross_multiplied', '--per-rule', '3', '--seed', '12345', '--format', 'jsonl');
    expect(run.status).toBe(0);
    const problems = lines(run.stdout);
    expect(problems.map((p) => p.rule)).toEqual(['added_across', 'added_across', 'added_across', 'cross_multiplied', 'cross_multiplied', 'cross_multiplied']);
    for (const p of problems) {
      expect(p.seed).toBe(12345);
      expect(p.answer).toMatch(/^-?\d+(\/\d+)?$/);
      expect(p.diagnostic_answer).toMatch(/^-?\d+(\/\d+)?$/);
      expect(p.diagnostic_answer).not.toBe(p.answer);
      expect(p.working.split('\n')[0]).toBe(p.problem);
      expect(p.feedback).toContain(`${p.problem} is ${p.answer}, not ${p.diagnostic_answer}`);
    }
    expect(run.stderr).toContain('seed 12345');
    expect(exactly('practice', '--rules', 'added_across,cross_multiplied', '--per-rule=3', '--seed=12345', '--format=jsonl').stdout).toBe(run.stdout);
  });

  it('without --seed chooses one and prints it, and that seed makes the same sheet', () => {
    const run = exactly('practice', '--rules', 'reciprocal', '--per-rule', '2');
    const seed = /--seed (\d+)/.exec(run.stderr)![1]!;
    expect(exactly('practice', '--rules', 'reciprocal', '--per-rule', '2', '--seed', seed).stdout).toBe(run.stdout);
  });

  it('--format csv is a key that exactly grade reads: the right working is correct, the diagnostic answer names its rule', () => {
    const run = exactly('practice', '--rules', 'all', '--per-rule', '1', '--seed', '7');
    expect(run.status).toBe(0);
    const [header, ...rows] = run.stdout.trimEnd().split('\r\n');
    expect(header).toBe('question,answer,final_form,rule,problem,diagnostic_answer,seed');
    expect(rows).toHaveLength(PRACTICE_RULES.length);
    const key = join(dir, 'key.csv');
    writeFileSync(key, run.stdout);
    const problems = lines(exactly('practice', '--rules', 'all', '--per-rule', '1', '--seed', '7', '--format', 'jsonl').stdout);
    const quote = (text: string): string => `"${text.replace(/"/g, '""')}"`;
    const answers = ['student,question,working', ...problems.flatMap((p) => [
      `right,${p.question},${quote(p.working)}`,
      `wrong,${p.question},${quote(`${p.problem}\n= ${p.diagnostic_answer}`)}`,
    ])].join('\n');
    const answersPath = join(dir, 'answers.csv');
    writeFileSync(answersPath, answers);
    const graded = exactly('grade', answersPath, '--key', key, '--jsonl');
    expect(graded.status).toBe(0);
    const results = graded.stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as { student: string; verdict: string; misconceptions: string[] });
    problems.forEach((p, i) => {
      expect(results[2 * i]).toMatchObject({ student: 'right', verdict: 'correct' });
      expect(results[2 * i + 1]).toMatchObject({ student: 'wrong', verdict: 'step_mismatch', misconceptions: [p.rule] });
    });
  });

  it('--format moodle parses: one question per problem, the right answer at 100%, one feedback per diagnostic answer', () => {
    const run = exactly('practice', '--rules', 'all', '--seed', '3', '--format', 'moodle');
    expect(run.status).toBe(0);
    const problems = lines(exactly('practice', '--rules', 'all', '--seed', '3', '--format', 'jsonl').stdout);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', isArray: (name) => ['question', 'answer', 'feedback'].includes(name) }).parse(run.stdout) as {
      quiz: { question: Array<{ '@_type': string; answer?: Array<{ '@_fraction': string; text: string | number; feedback?: Array<{ text: string }> }> }> };
    };
    const questions = parsed.quiz.question.filter((q) => q['@_type'] === 'shortanswer');
    expect(questions).toHaveLength(problems.length);
    expect(problems).toHaveLength(6 * PRACTICE_RULES.length);
    questions.forEach((question, i) => {
      const answers = question.answer!;
      const right = answers.filter((a) => a['@_fraction'] === '100');
      const wrong = answers.filter((a) => a['@_fraction'] === '0');
      expect(right.map((a) => String(a.text))).toEqual([problems[i]!.answer]);
      expect(wrong.map((a) => String(a.text))).toEqual([problems[i]!.diagnostic_answer]);
      expect(wrong[0]!.feedback).toHaveLength(1);
      expect(wrong[0]!.feedback![0]!.text).toContain(problems[i]!.feedback);
      expect(right[0]!.feedback).toBeUndefined();
    });
  });

  it('usage errors exit 2 and say what is wrong', () => {
    for (const [args, message] of [
      [[], 'missing --rules'],
      [['--rules', 'added_across,nope'], 'unknown rule nope'],
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
  });
});
