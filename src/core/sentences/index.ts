/**
 * The one sentence catalog: everything Exactly says about a rule, for both kinds of working
 * (fractions: rational-working-check and -solve; equations: linear-equation-check and -solve), in
 * English and Hebrew, with the student's numbers. Per kind: each rule's short name (its label),
 * its clause at its site, and the way forward (advice on a move, the hint of each solve step).
 * The app, the command line, the printed sheets and the Moodle quiz read these words here and
 * nowhere else: sentences-catalog.test.ts fails when a rule lacks one, or when a label is written
 * again outside this folder.
 */
import { EQUATION_RULE_LABELS } from './equation-sentences';
import { RULE_LABELS, type SentenceLanguage } from './misconception-sentences';

export {
  SENTENCE_LANGUAGES,
  type SentenceLanguage,
  RULE_LABELS,
  MISCONCEPTION_CLAUSES,
  feedbackSentence,
  misconceptionClause,
  misconceptionReason,
} from './misconception-sentences';
export { fillTemplate, sentenceText, type SentenceMessage, type SentencePart } from './sentence-message';
export { EQUATION_RULE_LABELS, equationClause, equationFeedbackSentence } from './equation-sentences';
export {
  EQUATION_ADVICE_EN,
  EQUATION_ADVICE_HE,
  SOLVE_HINTS_EN,
  SOLVE_HINTS_HE,
  EQUATION_SOLVE_HINTS_EN,
  EQUATION_SOLVE_HINTS_HE,
  WAY_FORWARD,
} from './way-forward-sentences';
export { groupInstruction, groupItem, practiceFeedback, practiceText, taskInstruction } from './practice-sentences';

/**
 * A rule's short name, of either kind (the two kinds' rule ids are distinct), or the id itself for
 * a rule this build does not know (a results file from a later version).
 */
export function ruleLabel(rule: string, language: SentenceLanguage): string {
  const labels: Readonly<Record<string, string>> = { ...RULE_LABELS[language], ...EQUATION_RULE_LABELS[language] };
  return Object.hasOwn(labels, rule) ? labels[rule]! : rule;
}

/**
 * A rule's short name followed by its id, "added across (added_across)": for plain text whose
 * reader may pass the rule on (`exactly practice --rules added_across`).
 */
export const ruleLabelAndId = (rule: string, language: SentenceLanguage): string => {
  const label = ruleLabel(rule, language);
  return label === rule ? rule : `${label} (${rule})`;
};
