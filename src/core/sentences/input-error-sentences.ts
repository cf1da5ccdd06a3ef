/**
 * What we say of a text the engine cannot read, and where it is: a working of either kind
 * (rational-working-check's and -solve's envelopes, linear-equation-check's and -solve's) or an
 * expression (the Check and Evaluate tabs). One sentence in English or Hebrew that names the line
 * as the student counts it (from 1) and quotes the text at fault, such as "Line 1: the bracket
 * opened before 1/3 is never closed", with the span it underlines. Built from the error envelope's
 * reason and position and the text itself, with the core's lexers, never from the engine's English
 * message or its raw offset. The envelope itself is left as the contract gives it.
 */
import { scanEquationLexeme } from '../equations/parse';
import type { ErrorEnvelope } from '../errors';
import {
  EQUATION_MAX_ANSWER_DIGITS,
  EQUATION_MAX_BYTES,
  EQUATION_MAX_DEPTH,
  EQUATION_MAX_LINE_LENGTH,
  EQUATION_MAX_LINES,
  EQUATION_MAX_LITERAL_DIGITS,
  WORKING_MAX_BYTES,
  WORKING_MAX_DEPTH,
  WORKING_MAX_EXPONENT,
  WORKING_MAX_LITERAL_DIGITS,
  WORKING_MAX_STEPS,
  WORKING_MAX_TOKENS,
  WORKING_MAX_VALUE_DIGITS,
} from '../grammar/working-limits';
import { splitWorkingParts, type WorkingPart } from '../grammar/working-parts';
import {
  afterUnclosedBracket,
  codePointOffsetToUtf16,
  divisionSpan,
  isWhitespace,
  lexemes,
  lexemeSpanAt,
  scanLexeme,
  type Grammar,
  type Span,
} from '../grammar/spans';
import type { SentenceLanguage } from './misconception-sentences';
import { sentence, valuePart, type SentenceMessage } from './sentence-message';

export const INPUT_ERROR_SENTENCES_EN = {
  'working.error.leadingEquals': 'Line {line}: the working cannot begin with “=”: write the problem first.',
  'working.error.emptyBeforeEquals': 'Line {line}: nothing is written before “=”.',
  'working.error.emptyAfterEquals': 'Line {line}: nothing follows “=”: write the step after it.',
  'working.error.unclosedBracket': 'Line {line}: the bracket opened before {text} is never closed.',
  'working.error.endsTooEarly': 'Line {line}: “{text}” ends too early: write what comes after “{last}”.',
  'working.error.unexpected': 'Line {line}: “{text}” cannot come here.',
  'working.error.badCharacter': 'Line {line}: “{text}” cannot be part of a working: use numbers, + − × ÷ : and brackets.',
  'working.error.badNumber':
    'Line {line}: “{text}” is not a number as it is written: no 0 at the start of a whole number (5, not 05), and digits after a decimal point.',
  'working.error.badMixedNumber': 'Line {line}: the mixed number “{text}” needs a whole part and a fraction part above 0, such as 2 1/2.',
  'working.error.literalTooLong': 'Line {line}: the number “{text}” has more than {max} digits.',
  'working.error.tooDeep': 'Line {line}: more than {max} brackets inside one another at “{text}”.',
  'working.error.badExponent': 'Line {line}: the power “{text}” needs a whole exponent from 1 to {max}.',
  'working.error.exponentTooLarge': 'Line {line}: the exponent “{text}” is over {max}.',
  'working.error.valueTooLarge': 'Line {line}: the value at “{text}” has more than {max} digits.',
  'working.error.loneSurrogate': 'Line {line}: a character that is not text was pasted here: type it again.',
  'working.error.tooManyTokens':
    'Line {line}: this step is too long (more than {max} numbers, signs and brackets): write it in shorter steps.',
  'working.error.empty': 'Write the problem on the first line, then each step on its own line, starting with “=”.',
  'working.error.tooManySteps': 'The working has more than {max} steps.',
  'working.error.tooLong': 'The working is longer than {max} bytes.',
  'working.error.badAnswer': 'The answer key “{answer}” is not a number: write a fraction such as 17/12 or a decimal such as 5.22.',
  'working.error.answerTooLong': 'The answer key has more than {max} digits.',
  'working.error.solutionTooLarge': 'The way forward would be longer than a working may be.',
  'working.error.unreadable': 'The working could not be read.',
  'expression.error.unclosedBracket': 'The bracket opened before {text} is never closed.',
  'expression.error.endsTooEarly': '“{text}” ends too early: write what comes after “{last}”.',
  'expression.error.unexpected': '“{text}” cannot come here.',
  'expression.error.badCharacter': '“{text}” cannot be part of this expression.',
  'expression.error.unknownName': 'The name “{text}” has no value: give it one among the variables, or check its spelling.',
  'expression.error.argumentCount': '“{text}” is given the wrong number of values between its brackets.',
  'expression.error.badNumber': '“{text}” is not a number as it is written.',
  'expression.error.tooLong': '“{text}” has too many digits or letters.',
  'expression.error.tooDeep': 'Too many brackets inside one another at “{text}”.',
  'expression.error.tooLarge': 'The value at “{text}” has too many digits.',
  'expression.error.divisionByZero': '“{text}” divides by zero.',
  'expression.error.other': '“{text}” cannot be worked out here.',
  'expression.error.unknownFunction': '“{text}” is not a function that can be used here (abs, min, max, round).',
  'expression.error.roundingNeeded': '“{text}” needs a rounding mode: choose one under the expression.',
  'equation.error.badCharacter': 'Line {line}: “{text}” cannot be part of an equation: use numbers, one letter, + − × ÷ : = and brackets.',
  'equation.error.unexpectedEnd': 'Line {line}: “{text}” ends too early: write what comes after “{last}”.',
  'equation.error.notAnEquation': 'Line {line}: “{text}” has no “=”: write one equation a line.',
  'equation.error.twoEquals': 'Line {line}: a second “=”: write one equation a line.',
  'equation.error.twoUnknowns': 'Line {line}: “{text}” is a second letter: this equation has one unknown, {letter}.',
  'equation.error.literalTooLong': 'Line {line}: the number “{text}” has more than {max} digits.',
  'equation.error.tooDeep': 'Line {line}: more than {max} brackets or signs inside one another at “{text}”.',
  'equation.error.lineTooLong': 'Line {line} is longer than {max} characters: write it in shorter steps.',
  'equation.error.tooManyLines': 'The working has more than {max} lines.',
  'equation.error.tooLong': 'The working is longer than {max} bytes.',
  'equation.error.badAnswer': 'The answer key “{answer}” is not a number, “none” (no solution) or “every” (every number).',
  'equation.error.notLinear': 'The equation is not linear: its unknown ends up squared.',
  'equation.error.methodNotApplicable':
    'This equation cannot be solved step by step here (clearing its denominators could add a solution).',
} as const;

export type InputErrorKey = keyof typeof INPUT_ERROR_SENTENCES_EN;

export const INPUT_ERROR_SENTENCES_HE: Readonly<Record<InputErrorKey, string>> = {
  'working.error.leadingEquals': 'שורה {line}: דרך הפתרון אינה יכולה להתחיל ב־“=”: כתבו קודם את התרגיל.',
  'working.error.emptyBeforeEquals': 'שורה {line}: לא כתוב דבר לפני “=”.',
  'working.error.emptyAfterEquals': 'שורה {line}: לא כתוב דבר אחרי “=”: כתבו את הצעד שאחריו.',
  'working.error.unclosedBracket': 'שורה {line}: הסוגריים שנפתחו לפני {text} לא נסגרו.',
  'working.error.endsTooEarly': 'שורה {line}: “{text}” נגמר מוקדם מדי: כתבו מה בא אחרי “{last}”.',
  'working.error.unexpected': 'שורה {line}: “{text}” אינו יכול לבוא כאן.',
  'working.error.badCharacter': 'שורה {line}: “{text}” אינו יכול להיות חלק מדרך הפתרון: השתמשו במספרים, ב־+ − × ÷ : ובסוגריים.',
  'working.error.badNumber':
    'שורה {line}: “{text}” אינו מספר כפי שהוא כתוב: אין 0 בתחילת מספר שלם (5, לא 05), ויש ספרות אחרי נקודה עשרונית.',
  'working.error.badMixedNumber': 'שורה {line}: המספר המעורב “{text}” צריך שלם ושבר גדולים מ־0, כמו 2 1/2.',
  'working.error.literalTooLong': 'שורה {line}: במספר “{text}” יש יותר מ־{max} ספרות.',
  'working.error.tooDeep': 'שורה {line}: יותר מ־{max} סוגריים זה בתוך זה ב־“{text}”.',
  'working.error.badExponent': 'שורה {line}: בחזקה “{text}” המעריך צריך להיות מספר שלם מ־1 עד {max}.',
  'working.error.exponentTooLarge': 'שורה {line}: המעריך “{text}” גדול מ־{max}.',
  'working.error.valueTooLarge': 'שורה {line}: בערך ב־“{text}” יש יותר מ־{max} ספרות.',
  'working.error.loneSurrogate': 'שורה {line}: הודבק כאן תו שאינו טקסט: הקלידו אותו שוב.',
  'working.error.tooManyTokens': 'שורה {line}: הצעד ארוך מדי (יותר מ־{max} מספרים, סימנים וסוגריים): כתבו אותו בצעדים קצרים יותר.',
  'working.error.empty': 'כתבו את התרגיל בשורה הראשונה, ואחריו כל צעד בשורה משלו, שמתחילה ב־“=”.',
  'working.error.tooManySteps': 'בדרך הפתרון יותר מ־{max} צעדים.',
  'working.error.tooLong': 'דרך הפתרון ארוכה מ־{max} בתים.',
  'working.error.badAnswer': 'התשובה הנכונה “{answer}” אינה מספר: כתבו שבר כמו 17/12 או שבר עשרוני כמו 5.22.',
  'working.error.answerTooLong': 'בתשובה הנכונה יש יותר מ־{max} ספרות.',
  'working.error.solutionTooLarge': 'הדרך קדימה הייתה ארוכה יותר ממה שדרך פתרון יכולה להיות.',
  'working.error.unreadable': 'לא ניתן היה לקרוא את דרך הפתרון.',
  'expression.error.unclosedBracket': 'הסוגריים שנפתחו לפני {text} לא נסגרו.',
  'expression.error.endsTooEarly': '“{text}” נגמר מוקדם מדי: כתבו מה בא אחרי “{last}”.',
  'expression.error.unexpected': '“{text}” אינו יכול לבוא כאן.',
  'expression.error.badCharacter': '“{text}” אינו יכול להיות חלק מהביטוי.',
  'expression.error.unknownName': 'לשם “{text}” אין ערך: תנו לו ערך בין המשתנים, או בדקו את האיות.',
  'expression.error.argumentCount': 'ל־“{text}” ניתן מספר שגוי של ערכים בין הסוגריים.',
  'expression.error.badNumber': '“{text}” אינו מספר כפי שהוא כתוב.',
  'expression.error.tooLong': 'ב־“{text}” יש יותר מדי ספרות או אותיות.',
  'expression.error.tooDeep': 'יותר מדי סוגריים זה בתוך זה ב־“{text}”.',
  'expression.error.tooLarge': 'בערך ב־“{text}” יש יותר מדי ספרות.',
  'expression.error.divisionByZero': '“{text}” מחלק באפס.',
  'expression.error.other': 'את “{text}” לא ניתן לחשב כאן.',
  'expression.error.unknownFunction': '“{text}” אינה פונקציה שאפשר להשתמש בה כאן (abs, min, max, round).',
  'expression.error.roundingNeeded': '“{text}” צריך שיטת עיגול: בחרו אחת מתחת לביטוי.',
  'equation.error.badCharacter': 'שורה {line}: „{text}” אינו יכול להיות חלק ממשוואה: השתמשו במספרים, באות אחת, ב־+ − × ÷ : = ובסוגריים.',
  'equation.error.unexpectedEnd': 'שורה {line}: „{text}” נגמר מוקדם מדי: כתבו מה בא אחרי „{last}”.',
  'equation.error.notAnEquation': 'שורה {line}: ב־„{text}” אין „=”: כתבו משוואה אחת בכל שורה.',
  'equation.error.twoEquals': 'שורה {line}: „=” שני: כתבו משוואה אחת בכל שורה.',
  'equation.error.twoUnknowns': 'שורה {line}: „{text}” היא אות שנייה: במשוואה הזאת נעלם אחד, {letter}.',
  'equation.error.literalTooLong': 'שורה {line}: במספר „{text}” יותר מ־{max} ספרות.',
  'equation.error.tooDeep': 'שורה {line}: יותר מ־{max} סוגריים או סימנים זה בתוך זה ב־„{text}”.',
  'equation.error.lineTooLong': 'שורה {line} ארוכה מ־{max} תווים: כתבו אותה בשלבים קצרים יותר.',
  'equation.error.tooManyLines': 'בפתרון יותר מ־{max} שורות.',
  'equation.error.tooLong': 'הפתרון ארוך מ־{max} בתים.',
  'equation.error.badAnswer': 'התשובה במפתח „{answer}” אינה מספר, „אין פתרון” או „כל מספר”.',
  'equation.error.notLinear': 'המשוואה אינה ממעלה ראשונה: הנעלם שלה מופיע בריבוע.',
  'equation.error.methodNotApplicable': 'אי אפשר לפתור כאן את המשוואה הזאת שלב אחר שלב (ביטול המכנים שלה עלול להוסיף פתרון).',
};

export const INPUT_ERROR_SENTENCES: Readonly<Record<SentenceLanguage, Readonly<Record<InputErrorKey, string>>>> = {
  en: INPUT_ERROR_SENTENCES_EN,
  he: INPUT_ERROR_SENTENCES_HE,
};

export type InputErrorMessage = SentenceMessage<InputErrorKey>;

const message = (id: InputErrorKey, params: InputErrorMessage['params'] = {}): InputErrorMessage => sentence(id, params);
const value = valuePart;

/** The envelope's reason and its position in the text (UTF-16), or null when it gives none. */
function located(text: string, envelope: ErrorEnvelope): { reason: string; index: number | null } {
  const { reason, position } = envelope.error.details as { reason: string; position?: unknown };
  return { reason, index: typeof position === 'number' ? codePointOffsetToUtf16(text, position) : null };
}

// ---- A fraction working (rational-working-check, rational-working-solve) ----

/** The 1-based line of a UTF-16 index of the working. */
const lineAt = (working: string, index: number): number => {
  let line = 1;
  for (let i = working.indexOf('\n'); i >= 0 && i < index; i = working.indexOf('\n', i + 1)) line++;
  return line;
};

/** The lexeme that starts at `index` (a character the grammar does not read is one), as written. */
function lexemeAt(working: string, index: number): string {
  const lexeme = scanLexeme('working', working, index);
  return working.slice(index, Math.max(lexeme.end, index + 1));
}

/** The part of the working that holds `index` (the one whose range reaches it), or undefined. */
const partAt = (parts: readonly WorkingPart[], index: number): WorkingPart | undefined =>
  parts.find((part) => index >= part.from && index <= part.to);

/** A syntax_error at `index`: a leading "=", an empty part, a part that ends too early, or a token that cannot come there. */
function syntaxError(working: string, index: number, line: ReturnType<typeof value>): InputErrorMessage {
  const parts = splitWorkingParts(working);
  const part = partAt(parts, index);
  const atEquals = working.charCodeAt(index) === 61;
  if (parts.some((candidate) => candidate.leadingEquals === index)) return message('working.error.leadingEquals', { line });
  if (part !== undefined && index === part.to) {
    const text = working.slice(part.from, part.to).trim();
    if (text === '') return message(atEquals ? 'working.error.emptyBeforeEquals' : 'working.error.emptyAfterEquals', { line });
    const unclosed = afterUnclosedBracket(text);
    if (unclosed !== null) return message('working.error.unclosedBracket', { line, text: value(unclosed === '' ? '(' : unclosed) });
    return message('working.error.endsTooEarly', { line, text: value(text), last: value(lexemes('working', text).at(-1) ?? '') });
  }
  if (index >= working.length)
    return message('working.error.endsTooEarly', {
      line,
      text: value(working.trim()),
      last: value(lexemes('working', working).at(-1) ?? ''),
    });
  return message('working.error.unexpected', { line, text: value(lexemeAt(working, index)) });
}

/** The first part with more tokens than a step may have (the engine gives too_many_tokens no position). */
function longPartLine(working: string, maxTokens: number): number | null {
  for (const part of splitWorkingParts(working)) {
    let count = 0;
    for (let i = part.from; i < part.to;) {
      const lexeme = scanLexeme('working', working, i);
      if (!isWhitespace(working.charCodeAt(i))) count++;
      i = Math.max(lexeme.end, i + 1);
    }
    if (count > maxTokens) return part.line;
  }
  return null;
}

/** The sentence for an input error of a fraction working (rational-working-check's or rational-working-solve's envelope). */
export function workingInputError(working: string, envelope: ErrorEnvelope, answer = ''): InputErrorMessage {
  const { reason, index } = located(working, envelope);
  const line = value(String(index === null ? 1 : lineAt(working, Math.min(index, working.length))));
  const text = index === null ? value('') : value(lexemeAt(working, index));
  switch (reason) {
    case 'syntax_error':
      return index === null ? message('working.error.unreadable') : syntaxError(working, index, line);
    case 'bad_character':
      return message('working.error.badCharacter', {
        line,
        text: value(index === null ? '' : working.slice(index, index + (working.codePointAt(index)! > 0xffff ? 2 : 1))),
      });
    case 'bad_number':
      return message('working.error.badNumber', { line, text });
    case 'bad_mixed_number':
      return message('working.error.badMixedNumber', { line, text });
    case 'literal_too_long':
      return message('working.error.literalTooLong', { line, text, max: value(WORKING_MAX_LITERAL_DIGITS) });
    case 'too_deep':
      return message('working.error.tooDeep', { line, text, max: value(WORKING_MAX_DEPTH) });
    case 'bad_exponent':
      return message('working.error.badExponent', { line, text, max: value(WORKING_MAX_EXPONENT) });
    case 'exponent_too_large':
      return message('working.error.exponentTooLarge', { line, text, max: value(WORKING_MAX_EXPONENT) });
    case 'value_too_large':
      return message('working.error.valueTooLarge', { line, text, max: value(WORKING_MAX_VALUE_DIGITS) });
    case 'lone_surrogate':
      return message('working.error.loneSurrogate', { line });
    case 'too_many_tokens': {
      const long = longPartLine(working, WORKING_MAX_TOKENS);
      return message('working.error.tooManyTokens', { line: value(long ?? 1), max: value(WORKING_MAX_TOKENS) });
    }
    case 'empty_working':
      return message('working.error.empty');
    case 'too_many_steps':
      return message('working.error.tooManySteps', { max: value(WORKING_MAX_STEPS) });
    case 'working_too_long':
      return message('working.error.tooLong', { max: value(WORKING_MAX_BYTES) });
    case 'bad_answer':
      return message('working.error.badAnswer', { answer: value(answer.trim()) });
    case 'answer_too_long':
      return message('working.error.answerTooLong', { max: value(WORKING_MAX_VALUE_DIGITS) });
    default:
      // The way forward's own limits (rational-working-solve: solution_too_many_steps, …).
      if (reason.startsWith('solution_')) return message('working.error.solutionTooLarge');
      return message('working.error.unreadable');
  }
}

/** Every reason the fraction working's sentences name: its grammar's and its request's, for the tests. */
export const WORKING_ERROR_REASONS = [
  'syntax_error',
  'bad_character',
  'bad_number',
  'bad_mixed_number',
  'literal_too_long',
  'too_deep',
  'bad_exponent',
  'exponent_too_large',
  'value_too_large',
  'lone_surrogate',
  'too_many_tokens',
  'empty_working',
  'too_many_steps',
  'working_too_long',
  'bad_answer',
  'answer_too_long',
] as const;

// ---- An equation working (linear-equation-check, linear-equation-solve) ----

/** The line (1-based) that holds a UTF-16 index, and that line's text. */
function lineOf(working: string, index: number): { line: number; text: string } {
  const start = working.lastIndexOf('\n', index - 1) + 1;
  const end = working.indexOf('\n', index);
  return { line: working.slice(0, start).split('\n').length, text: working.slice(start, end < 0 ? working.length : end).trim() };
}

/** The lexeme at `index` as the equation lexer reads it (a character it does not read is one). */
function equationLexemeAt(working: string, index: number): string {
  return working.slice(index, Math.max(scanEquationLexeme(working, index).end, index + 1)).trim();
}

/** The last lexeme of a line, for "write what comes after …". */
function lastEquationLexeme(text: string): string {
  let last = '';
  for (let at = 0; at < text.length;) {
    const lexeme = scanEquationLexeme(text, at);
    if (lexeme.kind !== 'whitespace') last = text.slice(at, lexeme.end);
    at = Math.max(lexeme.end, at + 1);
  }
  return last;
}

/** The working's unknown: its first letter, in lower case. */
function firstLetter(working: string): string {
  for (let at = 0; at < working.length;) {
    const lexeme = scanEquationLexeme(working, at);
    if (lexeme.kind === 'letter') return working[at]!.toLowerCase();
    at = Math.max(lexeme.end, at + 1);
  }
  return 'x';
}

/** The sentence for an input error of an equation working. */
export function equationInputError(working: string, envelope: ErrorEnvelope, answer = ''): InputErrorMessage {
  const found = located(working, envelope);
  const { reason } = found;
  const index = found.index === null ? null : Math.min(found.index, working.length);
  const at = index === null ? { line: 1, text: '' } : lineOf(working, index);
  const line = value(String(at.line));
  const text = value(index === null ? '' : equationLexemeAt(working, index));
  switch (reason) {
    case 'bad_character':
      return message('equation.error.badCharacter', {
        line,
        text: value(index === null ? '' : String.fromCodePoint(working.codePointAt(index) ?? 63)),
      });
    case 'unexpected_token':
      return message('working.error.unexpected', { line, text });
    case 'unexpected_end':
      return message('equation.error.unexpectedEnd', { line, text: value(at.text), last: value(lastEquationLexeme(at.text)) });
    case 'not_an_equation':
      return message('equation.error.notAnEquation', { line, text: value(at.text) });
    case 'two_equals':
      return message('equation.error.twoEquals', { line });
    case 'two_unknowns':
      return message('equation.error.twoUnknowns', { line, text, letter: value(firstLetter(working)) });
    case 'literal_too_long':
      return message('equation.error.literalTooLong', { line, text, max: value(EQUATION_MAX_LITERAL_DIGITS) });
    case 'too_deep':
      return message('equation.error.tooDeep', { line, text, max: value(EQUATION_MAX_DEPTH) });
    case 'line_too_long':
      return message('equation.error.lineTooLong', { line, max: value(EQUATION_MAX_LINE_LENGTH) });
    case 'lone_surrogate':
      return message('working.error.loneSurrogate', { line });
    case 'empty_working':
      return message('working.error.empty');
    case 'too_many_lines':
      return message('equation.error.tooManyLines', { max: value(EQUATION_MAX_LINES) });
    case 'working_too_long':
      return message('equation.error.tooLong', { max: value(EQUATION_MAX_BYTES) });
    case 'bad_answer':
      return message('equation.error.badAnswer', { answer: value(answer.trim()) });
    case 'answer_too_long':
      return message('working.error.answerTooLong', { max: value(EQUATION_MAX_ANSWER_DIGITS) });
    case 'not_linear':
      return message('equation.error.notLinear');
    case 'method_not_applicable':
      return message('equation.error.methodNotApplicable');
    case 'solution_too_long':
      return message('working.error.solutionTooLarge');
    default:
      return message('working.error.unreadable');
  }
}

/** Every reason of the equation tools the sentences above name, for the tests. */
export const EQUATION_ERROR_REASONS = [
  'bad_character',
  'unexpected_token',
  'unexpected_end',
  'not_an_equation',
  'two_equals',
  'two_unknowns',
  'literal_too_long',
  'too_deep',
  'line_too_long',
  'lone_surrogate',
  'empty_working',
  'too_many_lines',
  'working_too_long',
  'bad_answer',
  'answer_too_long',
  'not_linear',
  'method_not_applicable',
  'solution_too_long',
] as const;

// ---- An expression (rational-expression-check, decimal-expression-evaluate) ----

/** The sentence each reason of an expression is said with (the text at fault quoted in it). */
const EXPRESSION_SENTENCES: Readonly<Record<string, InputErrorKey>> = {
  invalid_character: 'expression.error.badCharacter',
  bad_character: 'expression.error.badCharacter',
  unexpected_token: 'expression.error.unexpected',
  syntax_error: 'expression.error.unexpected',
  unknown_variable: 'expression.error.unknownName',
  wrong_argument_count: 'expression.error.argumentCount',
  too_many_arguments: 'expression.error.argumentCount',
  malformed_number: 'expression.error.badNumber',
  bad_number: 'expression.error.badNumber',
  too_many_digits: 'expression.error.badNumber',
  too_many_fraction_digits: 'expression.error.badNumber',
  invalid_rational: 'expression.error.badNumber',
  invalid_exponent: 'expression.error.badNumber',
  literal_too_long: 'expression.error.tooLong',
  name_too_long: 'expression.error.tooLong',
  nesting_too_deep: 'expression.error.tooDeep',
  too_deep: 'expression.error.tooDeep',
  value_too_large: 'expression.error.tooLarge',
  intermediate_too_large: 'expression.error.tooLarge',
  exponent_too_large: 'expression.error.tooLarge',
  division_by_zero: 'expression.error.divisionByZero',
  zero_to_negative_power: 'expression.error.divisionByZero',
  rounding_required: 'expression.error.roundingNeeded',
  unknown_function: 'expression.error.unknownFunction',
  not_a_function: 'expression.error.unknownFunction',
};

/**
 * The sentence for an input error of an expression. Null for an envelope that points at no place
 * in the expression (a limit of the whole request, another field): the tab says that one as the
 * engine does.
 */
export function expressionInputError(expression: string, grammar: Grammar, envelope: ErrorEnvelope): InputErrorMessage | null {
  const { reason, index } = located(expression, envelope);
  if (index === null) return null;
  const rest = expression.slice(index).trim();
  if (rest === '' || reason === 'unexpected_end') {
    // The expression ends too early: an unclosed bracket, or an operator with nothing after it.
    const unclosed = afterUnclosedBracket(expression);
    if (unclosed !== null && unclosed !== '') return message('expression.error.unclosedBracket', { text: value(unclosed) });
    const all = lexemes(grammar, expression);
    return message('expression.error.endsTooEarly', { text: value(expression.trim()), last: value(all.at(-1) ?? '') });
  }
  const at = lexemes(grammar, expression.slice(index))[0] ?? rest;
  return message(EXPRESSION_SENTENCES[reason] ?? 'expression.error.other', { text: value(at) });
}

// ---- Every kind of text: the fault's span and its sentence ----

/** What the engine reads a text as: an expression of a grammar, or a working of either kind. */
export type FaultText = Grammar | 'equation';

/** A text's fault: where it is (null: no place in the text) and what we say of it (null: the engine's own message). */
export interface InputFault {
  span: Span | null;
  sentence: InputErrorMessage | null;
}

/**
 * The span of an envelope's fault in `text`: the lexeme it points at, or from a "/" through its
 * divisor for a division by zero (whose text the engine reports). Null when the envelope gives no
 * position. An equation working is underlined as a fraction working is.
 */
export function faultSpan(reading: FaultText, text: string, envelope: ErrorEnvelope): Span | null {
  const { reason, index } = located(text, envelope);
  if (index === null) return null;
  const grammar = reading === 'equation' ? 'working' : reading;
  const divisor = (envelope.error.details as { divisor_text?: unknown }).divisor_text;
  return reason === 'division_by_zero'
    ? divisionSpan(text, grammar, index, typeof divisor === 'string' ? divisor : null)
    : lexemeSpanAt(text, grammar, index);
}

/** The sentence for an envelope about `text`, read as `reading` (`answer`: the answer key the request carried). */
export function faultSentence(reading: FaultText, text: string, envelope: ErrorEnvelope, answer = ''): InputErrorMessage | null {
  if (reading === 'working') return workingInputError(text, envelope, answer);
  if (reading === 'equation') return equationInputError(text, envelope, answer);
  return expressionInputError(text, reading, envelope);
}

/** A tool's envelope about `text`: the fault's span and its sentence, from one place. */
export const inputFault = (reading: FaultText, text: string, envelope: ErrorEnvelope, answer = ''): InputFault => ({
  span: faultSpan(reading, text, envelope),
  sentence: faultSentence(reading, text, envelope, answer),
});
