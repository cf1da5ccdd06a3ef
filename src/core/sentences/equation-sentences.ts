/**
 * What we say about an equation mistake (linear-equation-check's rules), in English and Hebrew:
 * each rule's clause at its site ("the bracket 2(x + 3) was multiplied out on its first term
 * only"), and the sentence a practice key or quiz gives for an equation problem's diagnostic
 * answer. One source, read by the Working tab's catalogs (under the same keys) and the practice
 * sheets, `exactly practice` and the Moodle quiz.
 */
import { EQUATION_RULES, type EquationRule } from '../equations/rule-ids';
import type { SentenceLanguage } from './misconception-sentences';
import { fillTemplate, nestedPart, sentence, sentenceText, valuePart, type SentenceMessage, type SentencePart } from './sentence-message';

/** Each rule's clause, by the Working tab's message key; `{site}` and `{letter}` are filled from the line. */
export const EQUATION_CLAUSES_EN = {
  'equation.rule.term_moved_sign_kept':
    '{site} was moved to the other side without changing its sign (a term that moves across “=” changes its sign)',
  'equation.rule.one_side_only': 'something was done to one side only (what is done to one side must be done to the other)',
  'equation.rule.one_term_only': 'only one term was divided, at {site} (every term of both sides must be divided)',
  'equation.rule.bracket_first_term_only': 'the bracket {site} was multiplied out on its first term only',
  'equation.rule.coefficient_subtracted': 'the coefficient in {site} was subtracted instead of dividing both sides by it',
  'equation.rule.constant_divided': 'both sides were divided by the number in {site} instead of subtracting it',
  'equation.rule.wrong_operation': 'the wrong operation was done at {site}',
  'equation.rule.division_reversed': 'the division at {site} was done the wrong way round',
  'equation.rule.sign_error':
    'the sign went wrong at {site} (a minus dropped, a sign rule broken or a subtraction reversed: the numbers cannot tell which)',
  'equation.rule.sign_of_product': 'the sign rule of × and ÷ was broken at {site}',
  'equation.rule.negative_dropped': 'the minus sign was dropped at {site}',
  'equation.rule.sum_sign_wrong': '{site} was given the opposite sign',
  'equation.rule.subtraction_reversed': 'the subtraction {site} was done the wrong way round',
  'equation.rule.forgot_unknown': '{letter} was forgotten when the terms of {site} were combined',
  'equation.rule.unlike_terms_combined':
    'unlike terms were combined in {site} (a term with {letter} and a number cannot be added into one)',
  'equation.rule.rounded_decimal': 'a value was rounded (the solution must be exact)',
  'equation.rule.fraction': 'the fractions at {site} were worked out wrongly',
} as const;

export type EquationClauseKey = keyof typeof EQUATION_CLAUSES_EN;

export const EQUATION_CLAUSES_HE: Readonly<Record<EquationClauseKey, string>> = {
  'equation.rule.term_moved_sign_kept': '{site} הועבר לאגף השני בלי להחליף את הסימן שלו (איבר שעובר מעבר ל־„=” מחליף סימן)',
  'equation.rule.one_side_only': 'פעולה נעשתה באגף אחד בלבד (מה שעושים באגף אחד יש לעשות גם בשני)',
  'equation.rule.one_term_only': 'רק איבר אחד חולק, ב־{site} (יש לחלק כל איבר בשני האגפים)',
  'equation.rule.bracket_first_term_only': 'הסוגריים {site} נפתחו רק על האיבר הראשון',
  'equation.rule.coefficient_subtracted': 'המקדם ב־{site} הוחסר במקום לחלק בו את שני האגפים',
  'equation.rule.constant_divided': 'שני האגפים חולקו במספר שב־{site} במקום לחסר אותו',
  'equation.rule.wrong_operation': 'נעשתה פעולה לא נכונה ב־{site}',
  'equation.rule.division_reversed': 'החילוק ב־{site} נעשה הפוך',
  'equation.rule.sign_error': 'הסימן השתבש ב־{site} (מינוס נשמט, כלל סימנים הופר או חיסור התהפך: המספרים אינם מראים איזה מהם)',
  'equation.rule.sign_of_product': 'כלל הסימנים של × ו־÷ הופר ב־{site}',
  'equation.rule.negative_dropped': 'סימן המינוס נשמט ב־{site}',
  'equation.rule.sum_sign_wrong': 'ל־{site} ניתן הסימן ההפוך',
  'equation.rule.subtraction_reversed': 'החיסור {site} נעשה הפוך',
  'equation.rule.forgot_unknown': '{letter} נשכח כשחוברו האיברים של {site}',
  'equation.rule.unlike_terms_combined': 'חוברו איברים לא דומים ב־{site} (איבר עם {letter} ומספר אינם מתחברים לאיבר אחד)',
  'equation.rule.rounded_decimal': 'ערך עוגל (הפתרון צריך להיות מדויק)',
  'equation.rule.fraction': 'השברים ב־{site} חושבו לא נכון',
};

/** Each equation rule's short name (for a chart, a table, a list of rules). */
export const EQUATION_RULE_LABELS: Readonly<Record<SentenceLanguage, Readonly<Record<EquationRule, string>>>> = {
  en: {
    term_moved_sign_kept: 'term moved across “=” without changing sign',
    one_side_only: 'done to one side only',
    one_term_only: 'done to one term only',
    bracket_first_term_only: 'bracket expanded on its first term only',
    coefficient_subtracted: 'coefficient subtracted instead of divided',
    constant_divided: 'number divided instead of subtracted',
    wrong_operation: 'wrong operation',
    division_reversed: 'division the wrong way round',
    sign_error: 'sign error (which one, the numbers cannot tell)',
    sign_of_product: 'sign rule of × and ÷ broken',
    negative_dropped: 'minus sign dropped',
    sum_sign_wrong: 'sum given the wrong sign',
    subtraction_reversed: 'subtraction reversed',
    forgot_unknown: 'unknown forgotten when combining terms',
    unlike_terms_combined: 'unlike terms combined',
    rounded_decimal: 'value rounded',
  },
  he: {
    term_moved_sign_kept: 'איבר עבר מעבר ל־„=” בלי להחליף סימן',
    one_side_only: 'פעולה באגף אחד בלבד',
    one_term_only: 'פעולה על איבר אחד בלבד',
    bracket_first_term_only: 'סוגריים נפתחו רק על האיבר הראשון',
    coefficient_subtracted: 'המקדם הוחסר במקום לחלק בו',
    constant_divided: 'המספר חולק במקום שיוחסר',
    wrong_operation: 'פעולה לא נכונה',
    division_reversed: 'חילוק הפוך',
    sign_error: 'טעות בסימן (המספרים אינם מראים איזו)',
    sign_of_product: 'כלל הסימנים של × ו־÷ הופר',
    negative_dropped: 'סימן מינוס נשמט',
    sum_sign_wrong: 'סכום עם הסימן ההפוך',
    subtraction_reversed: 'חיסור הפוך',
    forgot_unknown: 'הנעלם נשכח בכינוס איברים',
    unlike_terms_combined: 'חוברו איברים לא דומים',
    rounded_decimal: 'ערך מעוגל',
  },
};

const EQUATION_CLAUSES: Readonly<Record<SentenceLanguage, Readonly<Record<EquationClauseKey, string>>>> = {
  en: EQUATION_CLAUSES_EN,
  he: EQUATION_CLAUSES_HE,
};

/**
 * Each rule's way forward: what to do instead, said after the clause that names the mistake, by the
 * Working tab's message key; `{site}` and `{letter}` as in the clauses. Every rule of
 * EQUATION_RULES and the fraction clause has one in each language (equation-sentences.test.ts).
 */
export const EQUATION_WAY_FORWARD_EN = {
  'equation.forward.term_moved_sign_kept':
    'To move {site} to the other side, add its opposite to both sides: that is why its sign changes.',
  'equation.forward.one_side_only': 'Do every move to both sides: what is done on the left is done on the right too.',
  'equation.forward.one_term_only':
    'Divide every term of both sides, not only {site}; or first collect like terms on each side, then divide.',
  'equation.forward.bracket_first_term_only': 'Multiply the number before the bracket by every term inside {site}.',
  'equation.forward.coefficient_subtracted':
    'The coefficient in {site} multiplies {letter}: to leave {letter} alone, divide both sides by it.',
  'equation.forward.constant_divided': 'The number in {site} is added to {letter}, it does not multiply it: subtract it from both sides.',
  'equation.forward.wrong_operation':
    'At {site}, undo with the inverse operation: subtract what is added, divide by what multiplies, on both sides.',
  'equation.forward.division_reversed':
    'Keep the order of the division at {site}: the number divided comes first, the divisor second (3{letter} = 12 gives {letter} = 12 ÷ 3).',
  'equation.forward.sign_error':
    'Check the signs at {site} one at a time: a minus before a bracket changes every sign inside it, two negatives multiplied or divided give a positive, and a − b is not b − a.',
  'equation.forward.sign_of_product':
    'At {site}, give the product or quotient its sign first: two like signs give +, two unlike signs give −.',
  'equation.forward.negative_dropped': 'Keep the minus sign at {site}: write it with its number on every line after.',
  'equation.forward.sum_sign_wrong':
    'Work {site} out again and check its sign: with unlike signs, take the smaller size from the larger and keep the sign of the larger.',
  'equation.forward.subtraction_reversed': 'Subtract in the order written at {site}: a − b is not b − a.',
  'equation.forward.forgot_unknown':
    'When you combine the terms of {site}, keep {letter} on the terms that have it: 2{letter} + 3{letter} is 5{letter}.',
  'equation.forward.unlike_terms_combined': 'Combine only like terms: the terms with {letter} together, the numbers together.',
  'equation.forward.rounded_decimal': 'Keep the value exact: write it as a fraction instead of rounding it.',
  'equation.forward.fraction':
    'Work the fractions at {site} out again, step by step: over a common denominator to add or subtract, numerator times numerator and denominator times denominator to multiply.',
} as const;

export type EquationWayForwardKey = keyof typeof EQUATION_WAY_FORWARD_EN;

export const EQUATION_WAY_FORWARD_HE: Readonly<Record<EquationWayForwardKey, string>> = {
  'equation.forward.term_moved_sign_kept': 'כדי להעביר את {site} לאגף השני, מוסיפים לשני האגפים את הנגדי שלו: לכן הסימן שלו מתחלף.',
  'equation.forward.one_side_only': 'כל פעולה עושים בשני האגפים: מה שעושים באגף שמאל עושים גם באגף ימין.',
  'equation.forward.one_term_only': 'חלקו את כל האיברים בשני האגפים, לא רק את {site}; או כנסו קודם איברים דומים בכל אגף, ורק אחר כך חלקו.',
  'equation.forward.bracket_first_term_only': 'כפלו את המספר שלפני הסוגריים בכל אחד מהאיברים שבתוך {site}.',
  'equation.forward.coefficient_subtracted': 'המקדם ב־{site} כופל את {letter}: כדי לבודד את {letter}, חלקו בו את שני האגפים.',
  'equation.forward.constant_divided': 'המספר שב־{site} מחובר ל־{letter} ולא כופל אותו: חסרו אותו משני האגפים.',
  'equation.forward.wrong_operation': 'ב־{site} בטלו בפעולה ההפוכה: את מה שמחובר מחסרים, ובמה שכופל מחלקים, בשני האגפים.',
  'equation.forward.division_reversed':
    'שמרו על סדר החילוק ב־{site}: המחולק בא קודם והמחלק אחריו (מ־3{letter} = 12 מקבלים {letter} = 12 ÷ 3).',
  'equation.forward.sign_error':
    'בדקו את הסימנים ב־{site} אחד אחד: מינוס לפני סוגריים הופך כל סימן שבתוכם, כפל או חילוק של שני שליליים נותן חיובי, ו־a − b אינו b − a.',
  'equation.forward.sign_of_product':
    'ב־{site} קבעו קודם את הסימן של המכפלה או המנה: שני סימנים זהים נותנים +, ושני סימנים שונים נותנים −.',
  'equation.forward.negative_dropped': 'שמרו על סימן המינוס ב־{site}: כתבו אותו עם המספר שלו בכל שורה שאחריה.',
  'equation.forward.sum_sign_wrong':
    'חשבו שוב את {site} ובדקו את הסימן: כשהסימנים שונים, מחסרים את הקטן בגודלו מהגדול, והתוצאה מקבלת את הסימן של הגדול.',
  'equation.forward.subtraction_reversed': 'חסרו לפי הסדר שכתוב ב־{site}: a − b אינו b − a.',
  'equation.forward.forgot_unknown':
    'כשמכנסים את האיברים של {site}, השאירו את {letter} באיברים שיש בהם {letter}: 2{letter} + 3{letter} הם 5{letter}.',
  'equation.forward.unlike_terms_combined': 'כנסו רק איברים דומים: את האיברים עם {letter} יחד, ואת המספרים יחד.',
  'equation.forward.rounded_decimal': 'השאירו את הערך מדויק: כתבו אותו כשבר במקום לעגל.',
  'equation.forward.fraction': 'חשבו שוב את השברים ב־{site}, צעד אחר צעד: בחיבור ובחיסור מכנה משותף, ובכפל מונה כפול מונה ומכנה כפול מכנה.',
};

export const EQUATION_WAY_FORWARD: Readonly<Record<SentenceLanguage, Readonly<Record<EquationWayForwardKey, string>>>> = {
  en: EQUATION_WAY_FORWARD_EN,
  he: EQUATION_WAY_FORWARD_HE,
};

/** An equation mistake as a practice problem keeps it: the rule, its site and letter, and the line the mistake makes. */
export interface EquationMistake {
  rule: EquationRule;
  /** The site as written in the problem; null for a rule of the whole line. */
  site: string | null;
  letter: string;
  /** The line a student making the mistake writes next ("2x + 3 = 14"). */
  line: string;
}

const EQUATION_FEEDBACK: Readonly<Record<SentenceLanguage, { withLine: string; plain: string }>> = {
  en: {
    withLine: '{compared} has the solution {actual}, not {stated}: it looks like {reason}, {line}.',
    plain: '{compared} has the solution {actual}, not {stated}: it looks like {reason}.',
  },
  he: {
    withLine: 'הפתרון של {compared} הוא {actual}, לא {stated}: נראה ש{reason}, {line}.',
    plain: 'הפתרון של {compared} הוא {actual}, לא {stated}: נראה ש{reason}.',
  },
};

/** What an equation mistake says happened, as plain text: its clause at its site (the problem, for a rule of the whole line). */
export function equationClause(mistake: EquationMistake, problem: string, language: SentenceLanguage): string {
  return sentenceText(equationReason(mistake, problem, mistake.letter) as SentenceMessage<EquationClauseKey>, EQUATION_CLAUSES[language]);
}

/** What to do instead, as plain text: the rule's way forward at its site (the problem, for a rule of the whole line). */
export function equationWayForward(mistake: EquationMistake, problem: string, language: SentenceLanguage): string {
  return sentenceText(wayForwardAtSite(mistake, problem, mistake.letter), EQUATION_WAY_FORWARD[language]);
}

/**
 * The sentence for a student who solved `problem` as `stated` instead of `actual` ("x = 4"), the
 * mistake being `mistake`, with the line it makes ("2(x + 3) = 14 has the solution x = 4, not
 * x = 11/2: it looks like the bracket 2(x + 3) was multiplied out on its first term only, 2x + 3 = 14.").
 * A line that is the stated answer itself (x = 9) is not said again after the clause.
 */
export function equationFeedbackSentence(
  problem: string,
  actual: string,
  stated: string,
  mistake: EquationMistake,
  language: SentenceLanguage,
): string {
  const templates = EQUATION_FEEDBACK[language];
  return fillTemplate(mistake.line === stated ? templates.plain : templates.withLine, {
    compared: problem,
    actual,
    stated,
    reason: equationClause(mistake, problem, language),
    line: mistake.line,
  });
}

const isEquationRule = (rule: string): rule is EquationRule => (EQUATION_RULES as readonly string[]).includes(rule);

/**
 * What a line's misconception says happened, as a sentence of the catalog: its rule's clause at
 * its site (`compared`, the line before, for a rule of the whole line); a fraction's rule, which
 * the equation's line names no further, is one clause for all.
 */
export function equationReason(
  misconception: { rule: string; site: string | null },
  compared: string,
  letter: string,
): SentencePart<EquationClauseKey> {
  const params = { site: valuePart(misconception.site ?? compared), letter: valuePart(letter) };
  return nestedPart<EquationClauseKey>(
    isEquationRule(misconception.rule) ? `equation.rule.${misconception.rule}` : 'equation.rule.fraction',
    params,
  );
}

/** A misconception's way forward, at its site: what to do instead (said after its clause). */
export function wayForwardAtSite(
  misconception: { rule: string; site: string | null },
  compared: string,
  letter: string,
): SentenceMessage<EquationWayForwardKey> {
  const params = { site: valuePart(misconception.site ?? compared), letter: valuePart(letter) };
  return sentence<EquationWayForwardKey>(
    isEquationRule(misconception.rule) ? `equation.forward.${misconception.rule}` : 'equation.forward.fraction',
    params,
  );
}
