// A printed sheet says each run's instruction once: the runs, and the lines under them.
import { describe, expect, test } from 'vitest';
import { groupInstruction, groupItem, taskInstruction } from '../sentences/practice-sentences';
import { taskGroups } from './groups';
import { makePracticeSheet } from './sheet';
import { PRACTICE_TASKS } from './tasks';

describe('taskGroups', () => {
  test('consecutive problems of one task are one run; a task met again later starts a new one, so the numbers stay in order', () => {
    const problems = [
      { task: 'fraction', n: 1 },
      { task: 'fraction', n: 2 },
      { task: 'equation', n: 3 },
      { task: 'fraction', n: 4 },
    ] as const;
    expect(taskGroups(problems).map((group) => [group.task, group.problems.map((p) => p.n)])).toEqual([
      ['fraction', [1, 2]],
      ['equation', [3]],
      ['fraction', [4]],
    ]);
    expect(taskGroups([])).toEqual([]);
  });

  test('a sheet of two fraction rules and an equation rule is two runs, each line its problem alone', () => {
    const sheet = makePracticeSheet({ rules: ['added_across', 'cross_multiplied', 'constant_divided'], seed: 2, perRule: 2 });
    const groups = taskGroups(sheet.problems);
    expect(groups.map((group) => [group.task, group.problems.length])).toEqual([
      ['fraction', 4],
      ['equation', 2],
    ]);
    for (const problem of sheet.problems)
      for (const language of ['en', 'he'] as const) expect(groupItem(problem, language)).toBe(problem.problem);
  });
});

describe('the instruction of a run', () => {
  test("every task has one, in both languages, different from the single problem's (which names its problem)", () => {
    for (const task of PRACTICE_TASKS) {
      for (const language of ['en', 'he'] as const) {
        const said = groupInstruction(task, language);
        expect(said, `${language} ${task}`).toMatch(/\S/);
        expect(said).not.toMatch(/\{\w+\}/);
        expect(taskInstruction({ task, problem: '1/2', denominator: 6 }, language)).toContain('1/2');
        expect(said).not.toContain('1/2');
      }
    }
  });

  test("an equivalent fraction's line keeps the denominator it asks for", () => {
    const [problem] = makePracticeSheet({ rules: ['numerator_not_scaled'], seed: 3, perRule: 1 }).problems;
    expect(groupItem(problem!, 'en')).toBe(`${problem!.problem}, with the denominator ${problem!.denominator}`);
    expect(groupItem(problem!, 'he')).toBe(`${problem!.problem}, עם המכנה ${problem!.denominator}`);
  });
});
