/**
 * The English feedback sentence of a practice problem's diagnostic answer, for the command line's
 * Moodle quiz ("1/2 + 1/3 is 5/6, not 2/5: it looks like the numerators and the denominators were
 * added, (1+1)/(2+3)."). The app writes the same sentence from its own catalogs, in the page's
 * language (src/ui/working/working-sentences.ts); the clauses here are its English ones.
 */
import type { MisconceptionExplanation } from '../explain-working';
import type { PracticeProblem } from './sheet';

const SIGN = { '+': '+', '-': '−', '*': '×', '/': '÷' } as const;
const term = (number: string): string => (number.startsWith('-') ? `(${number})` : number);
const larger = (b: string, d: string): string => (b.length !== d.length ? (b.length > d.length ? b : d) : b >= d ? b : d);

/** The formula the rule evaluated at its site, or null (the whole-expression rules, or a rule this file does not know). */
export function formulaEn({ rule, numbers }: MisconceptionExplanation): string | null {
  switch (numbers.kind) {
    case 'operands': {
      const { a, b, c, d } = numbers;
      const sign = numbers.operator === '-' ? SIGN['-'] : '+';
      switch (rule) {
        case 'added_across': return `(${a}+${term(c)})/(${b}+${d})`;
        case 'subtracted_across': return `(${a}${SIGN['-']}${term(c)})/(${b}${SIGN['-']}${d})`;
        case 'numerators_combined_denominators_multiplied': return `(${a}${sign}${term(c)})/(${b}×${d})`;
        case 'larger_denominator_kept': return `(${a}${sign}${term(c)})/${larger(b, d)}`;
        case 'multiplied_instead_of_divided': return `(${a}×${term(c)})/(${b}×${d})`;
        case 'inverted_first_operand': return `(${b}×${term(c)})/(${a}×${d})`;
        case 'cross_multiplied': return `(${a}×${d})/(${b}×${term(c)})`;
        case 'common_denominator_kept_in_product': return `(${a}×${term(c)})/${b}`;
        default: return null;
      }
    }
    case 'scaled': {
      const { k, n, m } = numbers;
      return rule === 'only_denominator_multiplied' ? `${n}/(${k}×${m})` : `(${k}×${term(n)})/(${k}×${m})`;
    }
    case 'distributed':
      return `${numbers.left} ${SIGN['-']} ${term(numbers.y)} ${SIGN[numbers.inner]} ${term(numbers.z)}`;
    case 'mixed':
      return rule === 'mixed_number_multiplied'
        ? `${numbers.whole} × ${numbers.numerator}/${numbers.denominator}`
        : `(${numbers.whole}+${numbers.numerator})/${numbers.denominator}`;
    // The whole-expression rules, and the kinds of site 1.1.0 added (term, power, decimal): no formula here.
    default:
      return null;
  }
}

const minus = (explanation: MisconceptionExplanation): boolean => explanation.numbers.kind === 'operands' && explanation.numbers.operator === '-';

/** What the rule says happened, in English; a rule without a clause here is named by its id. */
function clauseEn(explanation: MisconceptionExplanation, formula: string): string {
  const { rule, numbers, result } = explanation;
  const f = formula === '' ? '' : `, ${formula}`;
  const k = numbers.kind === 'scaled' ? numbers.k : '';
  const value = numbers.kind === 'whole' ? numbers.value : '';
  switch (rule) {
    case 'added_across': return `the numerators and the denominators were added${f}`;
    case 'subtracted_across': return `the numerators and the denominators were subtracted${f}`;
    case 'numerators_combined_denominators_multiplied': return `the numerators were ${minus(explanation) ? 'subtracted' : 'added'} but the denominators multiplied${f}`;
    case 'larger_denominator_kept': return `the numerators were ${minus(explanation) ? 'subtracted' : 'added'} and the larger denominator kept${f}`;
    case 'multiplied_instead_of_divided': return `the fractions were multiplied instead of divided${f}`;
    case 'inverted_first_operand': return `the first fraction was turned upside down instead of the second${f}`;
    case 'cross_multiplied': return `the fractions were multiplied crosswise, as if dividing${f}`;
    case 'multiplied_numerator_and_denominator': return `the whole number ${k} multiplied both the numerator and the denominator${f}`;
    case 'only_denominator_multiplied': return `the whole number ${k} multiplied the denominator instead of the numerator${f}`;
    case 'common_denominator_kept_in_product': return `the numerators were multiplied and the common denominator kept, as in addition${f}`;
    case 'negative_not_distributed': return `the minus sign was applied only to the first term in the parentheses${f}`;
    case 'mixed_number_multiplied': return `the mixed number was read as its whole part times its fraction${f}`;
    case 'mixed_number_whole_added': return `the whole part was added to the numerator${f}`;
    case 'left_to_right': return 'the operations were done from left to right, although × and ÷ come before + and −';
    case 'sign_flipped': return `the sign was flipped: ${result} is the opposite of ${value}`;
    case 'reciprocal': return `the fraction was turned upside down: ${result} is the reciprocal of ${value}`;
    default: return `the mistake “${String(rule).replace(/_/g, ' ')}” was made${f}`;
  }
}

/** The feedback for a student who gave the problem's diagnostic answer. */
export function feedbackEn(problem: PracticeProblem): string {
  const { explanation } = problem;
  const formula = formulaEn(explanation);
  const wholeSite = explanation.site === null || explanation.site === problem.problem;
  const withResult = formula === null ? '' : wholeSite ? formula : `${formula} = ${explanation.result}`;
  const clause = clauseEn(explanation, withResult);
  const reason = wholeSite ? clause : `in ${explanation.site}, ${clause}`;
  return `${problem.problem} is ${problem.answer}, not ${problem.diagnostic_answer}: it looks like ${reason}.`;
}
