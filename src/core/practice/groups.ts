/**
 * A sheet's problems in runs of one task, in sheet order: a printed sheet says each run's
 * instruction once above it, not on every line.
 */
import type { PracticeProblem } from './sheet';
import type { PracticeTask } from './tasks';

export interface TaskGroup<Problem extends Pick<PracticeProblem, 'task'>> {
  task: PracticeTask;
  problems: Problem[];
}

/** Consecutive problems of the same task together; a task met again later starts a new run, so the numbering stays in order. */
export function taskGroups<Problem extends Pick<PracticeProblem, 'task'>>(problems: readonly Problem[]): Array<TaskGroup<Problem>> {
  const groups: Array<TaskGroup<Problem>> = [];
  for (const problem of problems) {
    const last = groups.at(-1);
    if (last !== undefined && last.task === problem.task) last.problems.push(problem);
    else groups.push({ task: problem.task, problems: [problem] });
  }
  return groups;
}
