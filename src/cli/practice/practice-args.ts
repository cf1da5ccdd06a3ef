/** The command line of `exactly practice`. */
import {
  DEFAULT_MAX_DENOMINATOR,
  DEFAULT_PER_RULE,
  isPracticeRule,
  isSeedText,
  MAX_MAX_DENOMINATOR,
  MAX_PER_RULE,
  MIN_MAX_DENOMINATOR,
  PRACTICE_RULES,
  type PracticeRule,
} from '../../core/practice/index';
import { MAX_STUDENT_RULES } from '../../core/practice/students';
import { SENTENCE_LANGUAGES, type SentenceLanguage } from '../../core/sentences/misconception-sentences';

export const PRACTICE_FORMATS = ['csv', 'jsonl', 'moodle', 'html'] as const;
export type PracticeFormat = (typeof PRACTICE_FORMATS)[number];

export interface PracticeArgs {
  /** Empty with --from-results: each student's own rules. */
  rules: PracticeRule[];
  /** A graded class's results file: a sheet for each student from their own misconceptions; or null. */
  fromResults: string | null;
  language: SentenceLanguage;
  perRule: number;
  /** Null: a seed is chosen, and printed. */
  seed: number | null;
  maxDenominator: number;
  format: PracticeFormat;
  /** A class's answers file whose questions' numbers the problems follow, or null. */
  like: string | null;
  out: string | null;
}

export const PRACTICE_USAGE = `Usage: exactly practice --rules RULE,RULE… [--per-rule ${DEFAULT_PER_RULE}] [--seed N] [--format csv|jsonl|moodle|html]
                        [--lang en|he] [--max-denominator ${DEFAULT_MAX_DENOMINATOR}] [--like ANSWERS.csv] [--out FILE]
       exactly practice --from-results RESULTS.csv [the same options, but --rules]

Makes a practice sheet from misconceptions: for each rule, problems where that mistake gives a
wrong answer no other mistake (and not the right answer) gives, so a student's answer tells which
mistake was made, each on the kind of problem where the mistake is made (fractions, mixed numbers,
decimals with a decimal answer, "of", "%", a power, an equivalent fraction, a conversion, an
equation to solve, whose answer is the x the mistake leads to). The same seed makes the same sheet.
  --rules           the misconceptions, comma-separated, or "all": ${PRACTICE_RULES.join(', ')}
  --from-results F  a graded class's results (exactly grade --out, or the Class tab's export): a
                    sheet for each student, from the first-listed misconception of each of their
                    wrong rows, most frequent first, at most ${MAX_STUDENT_RULES} rules; question ids are the
                    student's (Dana/P1), so one key grades the class's answers. Students with no
                    misconception get no sheet and are listed on standard error with the
                    questions they got wrong
  --lang en|he      the language of the feedback and the questions (default en)
  --per-rule N      problems per rule (1 to ${MAX_PER_RULE}; default ${DEFAULT_PER_RULE})
  --seed N          0 to 4294967295; without it a seed is chosen (printed on standard error)
  --max-denominator the largest denominator written (${MIN_MAX_DENOMINATOR} to ${MAX_MAX_DENOMINATOR}; default ${DEFAULT_MAX_DENOMINATOR})
  --like FILE       a class's answers (as for exactly grade): use its questions' denominators,
                    and mixed numbers only if it has some
  --format csv      the answer key for exactly grade and the Class tab (question, answer,
                    final_form, denominator), with each problem's rule, task, problem,
                    diagnostic_answer and seed (and first a student column with --from-results)
  --format jsonl    one object per problem: number, question, rule, task, problem, final_form,
                    denominator, answer, diagnostic_answer, seed, solution (the worked steps),
                    working, instruction, feedback (and student with --from-results)
  --format moodle   a Moodle XML quiz: one short-answer question per problem, the right answer,
                    and the diagnostic answer with the feedback naming the mistake (a category
                    per student with --from-results)
  --format html     a printable page: the sheet (each student's with --from-results, each on its
                    own page), each run of one kind of problem under its instruction, space to
                    answer, then the answer keys from a new page; in the language of --lang
  --out FILE        write there instead of to standard output
Exit status: 0 when every rule got its problems, 1 when some rule got fewer (listed on standard
error), 2 on a usage error.`;

function integerOption(name: string, text: string, low: number, high: number): number | { error: string } {
  if (!/^[0-9]{1,6}$/.test(text) || Number(text) < low || Number(text) > high)
    return { error: `${name} must be a whole number from ${low} to ${high}` };
  return Number(text);
}

export function parsePracticeArgs(args: readonly string[]): PracticeArgs | { help: true } | { error: string } {
  let rulesText: string | null = null;
  let perRule = DEFAULT_PER_RULE;
  let seed: number | null = null;
  let maxDenominator = DEFAULT_MAX_DENOMINATOR;
  let format: PracticeFormat = 'csv';
  let like: string | null = null;
  let out: string | null = null;
  let fromResults: string | null = null;
  let language: SentenceLanguage = 'en';
  const options = ['--rules', '--per-rule', '--seed', '--format', '--max-denominator', '--like', '--out', '--from-results', '--lang'];
  for (let i = 0; i < args.length; i++) {
    let arg = args[i]!;
    if (arg === '-h' || arg === '--help') return { help: true };
    let value: string | undefined;
    const equals = arg.indexOf('=');
    if (arg.startsWith('--') && equals > 0) {
      value = arg.slice(equals + 1);
      arg = arg.slice(0, equals);
    }
    if (!options.includes(arg)) return { error: arg.startsWith('-') ? `unknown option ${arg}` : `unexpected argument ${arg}` };
    value ??= args[++i];
    if (value === undefined || value === '') return { error: `${arg} needs a value` };
    switch (arg) {
      case '--rules':
        rulesText = value;
        break;
      case '--per-rule': {
        const n = integerOption('--per-rule', value, 1, MAX_PER_RULE);
        if (typeof n !== 'number') return n;
        perRule = n;
        break;
      }
      case '--max-denominator': {
        const n = integerOption('--max-denominator', value, MIN_MAX_DENOMINATOR, MAX_MAX_DENOMINATOR);
        if (typeof n !== 'number') return n;
        maxDenominator = n;
        break;
      }
      case '--seed':
        if (!isSeedText(value)) return { error: '--seed must be a whole number from 0 to 4294967295' };
        seed = Number(value);
        break;
      case '--format':
        if (!(PRACTICE_FORMATS as readonly string[]).includes(value))
          return { error: `--format must be one of ${PRACTICE_FORMATS.join(', ')}` };
        format = value as PracticeFormat;
        break;
      case '--like':
        like = value;
        break;
      case '--out':
        out = value;
        break;
      case '--from-results':
        fromResults = value;
        break;
      case '--lang':
        if (!(SENTENCE_LANGUAGES as readonly string[]).includes(value))
          return { error: `--lang must be one of ${SENTENCE_LANGUAGES.join(', ')}` };
        language = value as SentenceLanguage;
        break;
    }
  }
  if (fromResults !== null) {
    if (rulesText !== null)
      return { error: '--rules and --from-results do not go together: each student practises their own misconceptions' };
    return { rules: [], fromResults, language, perRule, seed, maxDenominator, format, like, out };
  }
  if (rulesText === null) return { error: 'missing --rules (or --from-results)' };
  const names =
    rulesText === 'all'
      ? [...PRACTICE_RULES]
      : rulesText
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== '');
  const unknown = names.filter((name) => !isPracticeRule(name));
  // The rules are listed once, in the usage printed after the error.
  if (unknown.length > 0) return { error: `unknown rule ${unknown[0]!.slice(0, 60)} (the rules are listed under --rules below)` };
  if (names.length === 0) return { error: 'missing --rules' };
  return { rules: names as PracticeRule[], fromResults: null, language, perRule, seed, maxDenominator, format, like, out };
}
