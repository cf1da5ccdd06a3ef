/**
 * The way forward, in English and Hebrew: the advice linear-equation-check gives on a right but
 * unhelpful move (and its warnings), and the hint of each step of a solution (rational-working-solve's
 * actions, linear-equation-solve's actions), each with `{name}` placeholders for the student's
 * numbers. One source, read by the Working tab's catalogs under the same keys.
 */
import type { AdviceRule } from '../equations/rule-ids';
import type { SentenceLanguage } from './misconception-sentences';

/** Each advice's sentence, by the Working tab's message key; `{letter}`, `{by}` and `{other}` are filled from the line. */
export const EQUATION_ADVICE_EN = {
  'equation.advice.multiplied_by_zero': 'Careful: multiplying both sides by 0 makes every number a solution.',
  'equation.advice.divided_by_unknown': 'Careful: dividing both sides by an expression with {letter} can lose a solution.',
  'equation.advice.second_letter_cancels':
    '{other} is another letter, not {letter}: added to both sides it cancels, so this line is compared by {letter} alone, and it brings {letter} no closer.',
  'equation.advice.clear_unknown_denominator': 'Right, but first clear the denominator that holds {letter}: multiply both sides by it.',
  'equation.advice.collect_like_terms_first': 'Right, but collect like terms on each side first.',
  'equation.advice.work_on_unknown_side': 'Right, but first remove the number beside {letter}: add its opposite to both sides.',
  'equation.advice.add_opposite':
    'Right, but a better move is to add {by} to both sides: that removes the number from the side with {letter}.',
  'equation.advice.multiply_by_denominator': 'Right, but to clear the fraction, multiply both sides by {by}.',
  'equation.advice.divide_by_negative_coefficient': 'Right, but divide both sides by {by}, so that {letter} is left, not −{letter}.',
  'equation.advice.divide_by_coefficient': 'Right, but divide both sides by the coefficient of {letter}, {by}.',
} as const satisfies Record<`equation.advice.${AdviceRule}`, string>;

export type EquationAdviceKey = keyof typeof EQUATION_ADVICE_EN;

export const EQUATION_ADVICE_HE: Readonly<Record<EquationAdviceKey, string>> = {
  'equation.advice.multiplied_by_zero': 'זהירות: כפל שני האגפים ב־0 הופך כל מספר לפתרון.',
  'equation.advice.divided_by_unknown': 'זהירות: חילוק שני האגפים בביטוי עם {letter} עלול לאבד פתרון.',
  'equation.advice.second_letter_cancels':
    '{other} היא אות אחרת, לא {letter}: כשמוסיפים אותה לשני האגפים היא מתבטלת, ולכן השורה נבדקת לפי {letter} בלבד, והיא אינה מקרבת אל {letter}.',
  'equation.advice.clear_unknown_denominator': 'נכון, אבל קודם בטלו את המכנה שבו {letter}: כפלו בו את שני האגפים.',
  'equation.advice.collect_like_terms_first': 'נכון, אבל קודם כנסו איברים דומים בכל אגף.',
  'equation.advice.work_on_unknown_side': 'נכון, אבל קודם הסירו את המספר שליד {letter}: הוסיפו את הנגדי שלו לשני האגפים.',
  'equation.advice.add_opposite': 'נכון, אבל עדיף להוסיף {by} לשני האגפים: כך המספר יוצא מהאגף שבו {letter}.',
  'equation.advice.multiply_by_denominator': 'נכון, אבל כדי לבטל את השבר, כפלו את שני האגפים ב־{by}.',
  'equation.advice.divide_by_negative_coefficient': 'נכון, אבל חלקו את שני האגפים ב־{by}, כך שיישאר {letter} ולא −{letter}.',
  'equation.advice.divide_by_coefficient': 'נכון, אבל חלקו את שני האגפים במקדם של {letter}, {by}.',
};

/**
 * The hint of each step of rational-working-solve, by action; an action that rewrites every number
 * of a kind says `.one` for one number (with it) and `.many` for several, and a few say a case
 * apart (`.mixed`, `.whole`).
 */
export const SOLVE_HINTS_EN = {
  'solve.hint.mixed_to_improper.one':
    'Write the mixed number {mixed} as an improper fraction: the whole number times the denominator, plus the numerator, over the denominator.',
  'solve.hint.mixed_to_improper.many':
    'Write each mixed number as an improper fraction: the whole number times the denominator, plus the numerator, over the denominator.',
  'solve.hint.decimal_to_fraction.one': 'Write the decimal {decimal} as a fraction, {numerator} over {denominator}, in lowest terms.',
  'solve.hint.decimal_to_fraction.many': 'Write each decimal as a fraction over 10, 100, 1000 …, in lowest terms.',
  'solve.hint.common_denominator': 'Write both fractions over {common}, the least common denominator of {left} and {right}.',
  'solve.hint.common_denominator.one':
    'Write {fraction} over {common}, the least common denominator of {left} and {right}; {other} already has that denominator.',
  'solve.hint.common_denominator.whole': 'Write the whole number {whole} as a fraction over {common}, the denominator of {fraction}.',
  'solve.hint.add_numerators': 'The denominators are the same, {denominator}: add the numerators and keep the denominator.',
  'solve.hint.subtract_numerators': 'The denominators are the same, {denominator}: subtract the numerators and keep the denominator.',
  'solve.hint.cancel.both':
    'Before multiplying, cancel across: divide {leftNumerator} and {rightDenominator} by {leftFactor}, and {rightNumerator} and {leftDenominator} by {rightFactor}.',
  'solve.hint.cancel.one': 'Before multiplying, cancel across: divide {numerator} and {denominator} by {factor}.',
  'solve.hint.multiply': 'Multiply the numerators together and the denominators together.',
  'solve.hint.invert_divisor': 'Dividing by {divisor} is multiplying by its reciprocal, {reciprocal}: invert and multiply.',
  'solve.hint.evaluate': 'Work out {operation}.',
  'solve.hint.simplify': 'Simplify {fraction}: divide the numerator and the denominator by {factor}, their greatest common factor.',
  'solve.hint.simplify.mixed':
    'Simplify the fraction part of {mixed}: divide the numerator and the denominator by {factor}, their greatest common factor.',
  'solve.hint.to_mixed':
    'Write {fraction} as a mixed number: divide {numerator} by {denominator}; the quotient is the whole number and the remainder the new numerator.',
  'solve.hint.to_improper':
    'Write {mixed} as an improper fraction: the whole number times the denominator, plus the numerator, over the denominator.',
  'solve.hint.drop_parentheses': 'Drop the parentheses around {value}: they hold a single number.',
  'solve.hint.percent_to_fraction.one': 'Write the percentage {percent} as a fraction: per cent means out of 100, so it is {fraction}.',
  'solve.hint.percent_to_fraction.many': 'Write each percentage as a fraction: per cent means out of 100.',
  'solve.hint.repeating_decimal_to_fraction.one':
    'Write the repeating decimal {decimal} as the fraction it is: its digits {block} repeat for ever.',
  'solve.hint.repeating_decimal_to_fraction.many': 'Write each repeating decimal as the fraction it is.',
  'solve.hint.of_to_times': '“of” means multiply: write × in its place.',
  'solve.hint.power_to_product.one': 'Write the power as a multiplication: {base} as a factor {exponent} times.',
  'solve.hint.power_to_product.many': 'Write each power as a multiplication: its base as a factor as many times as the exponent says.',
  'solve.hint.to_decimal': 'Write {fraction} as a decimal: divide {numerator} by {denominator}.',
} as const;

export type SolveHintKey = keyof typeof SOLVE_HINTS_EN;

/** Where a fraction working's way forward starts, and what there is to say when it has no step. */
export const SOLVE_FRAME_EN = {
  'solve.from.problem': 'From the problem, {text}:',
  'solve.from.line': 'From line {line}, {text}, the last right line:',
  'solve.done': 'Nothing is left to do: {text} is the answer, written {form}.',
  'solve.divisionByZero': 'The problem divides by zero, so it has no value: there is no way to go on.',
} as const;

export type SolveFrameKey = keyof typeof SOLVE_FRAME_EN;

export const SOLVE_FRAME_HE: Readonly<Record<SolveFrameKey, string>> = {
  'solve.from.problem': 'מהתרגיל, {text}:',
  'solve.from.line': 'משורה {line}, {text}, השורה הנכונה האחרונה:',
  'solve.done': 'לא נשאר מה לעשות: {text} היא התשובה, כתובה {form}.',
  'solve.divisionByZero': 'בתרגיל יש חילוק באפס, ולכן אין לו ערך: אי אפשר להמשיך.',
};

export const SOLVE_HINTS_HE: Readonly<Record<SolveHintKey, string>> = {
  'solve.hint.mixed_to_improper.one': 'כתבו את המספר המעורב {mixed} כשבר מדומה: השלם כפול המכנה, ועוד המונה, מעל המכנה.',
  'solve.hint.mixed_to_improper.many': 'כתבו כל מספר מעורב כשבר מדומה: השלם כפול המכנה, ועוד המונה, מעל המכנה.',
  'solve.hint.decimal_to_fraction.one': 'כתבו את המספר העשרוני {decimal} כשבר, {numerator} חלקי {denominator}, ואז צמצמו ככל האפשר.',
  'solve.hint.decimal_to_fraction.many': 'כתבו כל מספר עשרוני כשבר שהמכנה שלו 10, 100, 1000 …, ואז צמצמו ככל האפשר.',
  'solve.hint.common_denominator': 'הרחיבו את שני השברים למכנה {common}, המכנה המשותף הקטן ביותר של {left} ושל {right}.',
  'solve.hint.common_denominator.one':
    'הרחיבו את {fraction} למכנה {common}, המכנה המשותף הקטן ביותר של {left} ושל {right}; ל־{other} כבר יש את המכנה הזה.',
  'solve.hint.common_denominator.whole': 'כתבו את המספר השלם {whole} כשבר שהמכנה שלו {common}, המכנה של {fraction}.',
  'solve.hint.add_numerators': 'המכנים שווים, {denominator}: מחברים את המונים ומשאירים את המכנה.',
  'solve.hint.subtract_numerators': 'המכנים שווים, {denominator}: מחסרים את המונים ומשאירים את המכנה.',
  'solve.hint.cancel.both':
    'לפני הכפל, צמצמו בהצלבה: חלקו את {leftNumerator} ואת {rightDenominator} ב־{leftFactor}, ואת {rightNumerator} ואת {leftDenominator} ב־{rightFactor}.',
  'solve.hint.cancel.one': 'לפני הכפל, צמצמו בהצלבה: חלקו את {numerator} ואת {denominator} ב־{factor}.',
  'solve.hint.multiply': 'כופלים מונה במונה ומכנה במכנה.',
  'solve.hint.invert_divisor': 'חילוק ב־{divisor} הוא כפל בהופכי שלו, {reciprocal}: הופכים את המחלק וכופלים.',
  'solve.hint.evaluate': 'חשבו את {operation}.',
  'solve.hint.simplify': 'צמצמו את {fraction}: חלקו את המונה ואת המכנה ב־{factor}, המחלק המשותף הגדול ביותר שלהם.',
  'solve.hint.simplify.mixed': 'צמצמו את החלק השברי של {mixed}: חלקו את המונה ואת המכנה ב־{factor}, המחלק המשותף הגדול ביותר שלהם.',
  'solve.hint.to_mixed': 'כתבו את {fraction} כמספר מעורב: חלקו את {numerator} ב־{denominator}; המנה היא השלם, והשארית היא המונה החדש.',
  'solve.hint.to_improper': 'כתבו את {mixed} כשבר מדומה: השלם כפול המכנה, ועוד המונה, מעל המכנה.',
  'solve.hint.drop_parentheses': 'השמיטו את הסוגריים סביב {value}: יש בהם מספר אחד בלבד.',
  'solve.hint.percent_to_fraction.one': 'כתבו את האחוז {percent} כשבר: אחוז פירושו מתוך 100, ולכן הוא {fraction}.',
  'solve.hint.percent_to_fraction.many': 'כתבו כל אחוז כשבר: אחוז פירושו מתוך 100.',
  'solve.hint.repeating_decimal_to_fraction.one':
    'כתבו את השבר העשרוני המחזורי {decimal} כשבר שהוא שווה לו: הספרות {block} חוזרות בלי סוף.',
  'solve.hint.repeating_decimal_to_fraction.many': 'כתבו כל שבר עשרוני מחזורי כשבר שהוא שווה לו.',
  'solve.hint.of_to_times': '„of” (של) פירושו כפל: כתבו × במקומו.',
  'solve.hint.power_to_product.one': 'כתבו את החזקה ככפל: {base} כגורם {exponent} פעמים.',
  'solve.hint.power_to_product.many': 'כתבו כל חזקה ככפל: הבסיס כגורם כמספר הפעמים שהמעריך אומר.',
  'solve.hint.to_decimal': 'כתבו את {fraction} כשבר עשרוני: חלקו את {numerator} ב־{denominator}.',
};

/** The hint of each step of linear-equation-solve, by action (move_number says adding or subtracting; write_solution is the last rewrite). */
export const EQUATION_SOLVE_HINTS_EN = {
  'equation.solve.hint.clear_unknown_denominator': 'Multiply both sides by {multiplier} to clear the denominators that hold {letter}.',
  'equation.solve.hint.expand_and_collect': 'Expand the brackets and collect like terms on each side.',
  'equation.solve.hint.write_solution': 'Write the line as {solution}: {letter} alone on one side, its value on the other.',
  'equation.solve.hint.clear_denominators':
    'Multiply both sides by {multiplier}, the least common multiple of the denominators, to clear the fractions.',
  'equation.solve.hint.collect_unknown': 'Subtract {term} from both sides, so that {letter} is on one side only.',
  'equation.solve.hint.move_number.subtract': 'Subtract {number} from both sides, so that the side with {letter} has no number.',
  'equation.solve.hint.move_number.add': 'Add {number} to both sides, so that the side with {letter} has no number.',
  'equation.solve.hint.divide_by_coefficient': 'Divide both sides by {coefficient}, the coefficient of {letter}.',
  'equation.solve.hint.check': 'Check: put {value} back into the first equation; both sides must come out equal.',
} as const;

export type EquationSolveHintKey = keyof typeof EQUATION_SOLVE_HINTS_EN;

export const EQUATION_SOLVE_HINTS_HE: Readonly<Record<EquationSolveHintKey, string>> = {
  'equation.solve.hint.clear_unknown_denominator': 'כפלו את שני האגפים ב־{multiplier} כדי לבטל את המכנים שבהם {letter}.',
  'equation.solve.hint.expand_and_collect': 'פתחו סוגריים וכנסו איברים דומים בכל אגף.',
  'equation.solve.hint.write_solution': 'כתבו את השורה בצורה {solution}: {letter} לבדו באגף אחד, והערך שלו באגף השני.',
  'equation.solve.hint.clear_denominators': 'כפלו את שני האגפים ב־{multiplier}, המכפלה המשותפת הקטנה של המכנים, כדי לבטל את השברים.',
  'equation.solve.hint.collect_unknown': 'חסרו {term} משני האגפים, כך ש־{letter} יהיה באגף אחד בלבד.',
  'equation.solve.hint.move_number.subtract': 'חסרו {number} משני האגפים, כך שבאגף שבו {letter} לא יישאר מספר.',
  'equation.solve.hint.move_number.add': 'הוסיפו {number} לשני האגפים, כך שבאגף שבו {letter} לא יישאר מספר.',
  'equation.solve.hint.divide_by_coefficient': 'חלקו את שני האגפים ב־{coefficient}, המקדם של {letter}.',
  'equation.solve.hint.check': 'בדיקה: הציבו {value} במשוואה הראשונה; שני האגפים צריכים לצאת שווים.',
};

/** Every way-forward sentence of a language, by key. */
export const WAY_FORWARD: Readonly<
  Record<SentenceLanguage, Readonly<Record<EquationAdviceKey | SolveHintKey | SolveFrameKey | EquationSolveHintKey, string>>>
> = {
  en: { ...EQUATION_ADVICE_EN, ...SOLVE_HINTS_EN, ...SOLVE_FRAME_EN, ...EQUATION_SOLVE_HINTS_EN },
  he: { ...EQUATION_ADVICE_HE, ...SOLVE_HINTS_HE, ...SOLVE_FRAME_HE, ...EQUATION_SOLVE_HINTS_HE },
};
