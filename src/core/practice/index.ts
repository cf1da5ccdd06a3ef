export { diagnosticValues, problemOutcomes, type ProblemOutcomes } from './diagnose';
export { derivedSeed, isSeedText, MAX_SEED, seededRandom } from './random';
export { numberPicker, SHAPES, type Exercise, type PracticeProfile, type Shape } from './shapes';
export {
  DEFAULT_MAX_DENOMINATOR,
  DEFAULT_PER_RULE,
  isMisconceptionRule,
  isPracticeRule,
  makePracticeSheet,
  PRACTICE_RULES,
  MAX_MAX_DENOMINATOR,
  MAX_PER_RULE,
  MIN_MAX_DENOMINATOR,
  practiceProfile,
  type PracticeOptions,
  type PracticeProblem,
  type PracticeSheet,
} from './sheet';
export { PRACTICE_TASKS, RULE_TASK, TASK_FINAL_FORM, taskOf, writtenInForm, type PracticeTask } from './tasks';
export { isEquationRule, type PracticeRule } from './practice-rules';
export { taskGroups, type TaskGroup } from './groups';
