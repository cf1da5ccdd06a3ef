export { diagnosticAnswers, problemOutcomes, type ProblemOutcomes } from './diagnose';
export { feedbackEn, formulaEn } from './feedback-en';
export { derivedSeed, isSeedText, MAX_SEED, seededRandom } from './random';
export { numberPicker, SHAPES, type PracticeProfile, type Shape } from './shapes';
export {
  DEFAULT_MAX_DENOMINATOR, DEFAULT_PER_RULE, isMisconceptionRule, makePracticeSheet, NOT_PRACTISED, PRACTICE_RULES, MAX_MAX_DENOMINATOR, MAX_PER_RULE, MIN_MAX_DENOMINATOR,
  PRACTICE_FINAL_FORM, practiceProfile, type PracticeOptions, type PracticeProblem, type PracticeSheet,
} from './sheet';
