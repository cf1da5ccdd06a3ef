/**
 * What we say about a misconception, in English and Hebrew: each rule's clause (what the student
 * did, with the numbers of its site: "the numerators and the denominators were added,
 * (1+1)/(2+3)"), its short name (for a chart, a table, a list of rules) and the sentence a
 * practice key or quiz gives for a problem's diagnostic answer. One source, read by the Working
 * tab (whose catalogs take the clauses under the same keys), the Class tab, the practice sheet,
 * `exactly practice` and the Moodle quiz. Every number in a sentence is a string the engine worked
 * out; this module only writes the numbers into formulas such as (1+1)/(2+3), never computing one.
 */
import type { MisconceptionExplanation, MisconceptionNumbers } from '../working/fraction-explain';
import type { MisconceptionRule } from '../misconceptions/catalog';
import { fillTemplate, nestedPart, valuePart, type SentencePart } from './sentence-message';

export const SENTENCE_LANGUAGES = ['en', 'he'] as const;
export type SentenceLanguage = (typeof SENTENCE_LANGUAGES)[number];

/** Each rule's clause, by the Working tab's message key; `{formula}`, `{result}` and the rest are filled from the site's numbers. */
export const MISCONCEPTION_CLAUSES_EN = {
  'working.misconception.at': 'in {site}, {clause}',
  'working.rule.added_across': 'the numerators and the denominators were added, {formula}',
  'working.rule.subtracted_across': 'the numerators and the denominators were subtracted, {formula}',
  'working.rule.numerators_combined_denominators_multiplied.plus': 'the numerators were added but the denominators multiplied, {formula}',
  'working.rule.numerators_combined_denominators_multiplied.minus':
    'the numerators were subtracted but the denominators multiplied, {formula}',
  'working.rule.larger_denominator_kept.plus': 'the numerators were added and the larger denominator kept, {formula}',
  'working.rule.larger_denominator_kept.minus': 'the numerators were subtracted and the larger denominator kept, {formula}',
  'working.rule.multiplied_instead_of_divided': 'the fractions were multiplied instead of divided, {formula}',
  'working.rule.inverted_first_operand': 'the first fraction was turned upside down instead of the second, {formula}',
  'working.rule.cross_multiplied': 'the fractions were multiplied crosswise, as if dividing, {formula}',
  'working.rule.cross_products_as_digits':
    'the two cross products were written side by side as one whole number, as in column multiplication, {formula}',
  'working.rule.multiplied_numerator_and_denominator': 'the whole number {k} multiplied both the numerator and the denominator, {formula}',
  'working.rule.only_denominator_multiplied': 'the whole number {k} multiplied the denominator instead of the numerator, {formula}',
  'working.rule.common_denominator_kept_in_product':
    'the numerators were multiplied and the common denominator kept, as in addition, {formula}',
  'working.rule.negative_not_distributed': 'the minus sign was applied only to the first term in the parentheses, {formula}',
  'working.rule.mixed_number_multiplied': 'the mixed number was read as its whole part times its fraction, {formula}',
  'working.rule.mixed_number_whole_added': 'the whole part was added to the numerator, {formula}',
  'working.rule.whole_taken_from_numerator': 'the whole number was taken from the numerator, {formula}',
  'working.rule.mixed_parts_subtracted_reversed':
    'the whole numbers were subtracted and the smaller fraction part was taken from the larger instead of regrouping, {formula}',
  'working.rule.mixed_parts_added_across': 'the whole numbers were added and the fraction parts were added across, {formula}',
  'working.rule.mixed_parts_multiplied_apart': 'the whole numbers and the fraction parts were multiplied separately, {formula}',
  'working.rule.decimal_places_not_added':
    'the digits were multiplied but the answer was given {places} decimal places instead of {expected}',
  'working.rule.decimal_places_not_added.one': 'the digits were multiplied but the answer was given 1 decimal place instead of {expected}',
  'working.rule.decimal_aligned_right': 'the numbers were lined up by their last digits instead of by the decimal point',
  'working.rule.fraction_of_unit_only': 'the amount was divided by the denominator but not multiplied by the numerator, {formula}',
  'working.rule.fraction_of_inverted': 'the fraction was turned upside down, {formula}',
  'working.rule.percent_divided': 'the amount was divided by the percentage instead of taking that percentage of it, {result}',
  'working.rule.percent_as_whole': '{number}% was used as {number}, not as {number} hundredths',
  'working.rule.numerator_not_scaled':
    'the denominator of {compared} was changed but its numerator was not multiplied by the same number, {stated}',
  'working.rule.numerator_not_scaled.divided':
    'the denominator of {compared} was divided but its numerator was not divided by the same number, {stated}',
  'working.rule.denominator_not_scaled': 'the numerator of {compared} was changed but its denominator was not, {stated}',
  'working.rule.added_to_numerator_and_denominator':
    'the same number was added to the numerator and the denominator of {compared}, {stated}',
  'working.rule.numerator_scaled_wrong':
    'the denominator of {compared} was multiplied by one number and its numerator by another, {stated}',
  'working.rule.numerator_scaled_wrong.divided':
    'the numerator and the denominator of {compared} were divided by different numbers, {stated}',
  'working.rule.power_multiplied': 'the base was multiplied by the exponent instead of raised to it, {formula}',
  'working.rule.power_numerator_only': 'only the numerator was raised to the power, {formula}',
  'working.rule.fraction_digits_as_decimal': 'the digits of {number} were written after the decimal point, {result}',
  'working.rule.unit_fraction_as_decimal': 'the denominator of {number} was written after the decimal point, {result}',
  'working.rule.fraction_bar_as_point': 'the fraction bar of {number} was read as a decimal point, {result}',
  'working.rule.decimal_as_unit_fraction': 'the digits after the decimal point were taken as a denominator, {result}',
  'working.rule.decimal_point_dropped': 'the decimal point was left out of the answer, {result}',
  'working.rule.added_instead_of_subtracted': 'the numbers were added instead of subtracted, {formula}',
  'working.rule.added_instead_of_multiplied': 'the numbers were added instead of multiplied, {formula}',
  'working.rule.mixed_whole_dropped': 'the whole part of the mixed number was dropped, {formula}',
  'working.rule.decimal_smaller_digit_from_larger':
    'in every column the smaller digit was taken from the larger, even when it was on top, instead of borrowing, {result}',
  'working.rule.numerators_kept_over_common_denominator':
    'the fractions were written over a common denominator but a numerator was not changed to match, {result}',
  'working.rule.power_of_ten_one_part':
    'the decimal point was moved in only one part of the number, so its digits did not keep their places, {result}',
  'working.rule.improper_to_mixed_by_ten':
    'the digits of the numerator of {number} were split at the tens instead of dividing by the denominator, {result}',
  'working.rule.mixed_parts_subtracted_across':
    'the whole numbers were subtracted and the fraction parts were subtracted across, {formula}',
  'working.rule.divided_across': 'the numerators were divided and the denominators were divided, the remainders dropped, {formula}',
  'working.rule.only_denominator_divided': 'only the denominator was divided by the whole number, {formula}',
  'working.rule.divided_numerator_and_denominator':
    'both the numerator and the denominator were divided by the whole number, which leaves the fraction as it was, {formula}',
  'working.rule.divided_by_unit_fraction':
    'the amount was multiplied by the denominator of the divisor and its numerator was ignored, {formula}',
  'working.rule.both_inverted': 'both fractions were turned upside down instead of only the second, {formula}',
  'working.rule.fraction_of_subtracted': 'the denominator was taken away from the amount instead of finding that fraction of it, {formula}',
  'working.rule.power_of_ten_shift_wrong':
    'the decimal point was moved the wrong number of places, or the wrong way, for the power of ten, {result}',
  'working.rule.decimal_point_misplaced': 'the digits are right but the decimal point is in the wrong place, {result}',
  'working.rule.decimal_parts_as_wholes':
    'the parts after the decimal point were worked as whole numbers, apart from the whole numbers, {result}',
  'working.rule.decimal_digits_brought_down':
    'the digits with nothing above them were written straight into the answer instead of being subtracted, {result}',
  'working.rule.decimal_carry_dropped': 'a column that made 10 or more was written as its last digit and nothing was carried, {result}',
  'working.rule.decimal_column_sums_written': 'each column’s whole sum was written into the answer instead of carrying, {result}',
  'working.rule.remainder_as_decimal_digits': 'the remainder of the division was written after the decimal point, {result}',
  'working.rule.numerator_as_decimal': 'only the numerator of {number} was written after the decimal point, {result}',
  'working.rule.mixed_numerator_not_added': 'the whole number was multiplied by the denominator but the numerator was not added, {formula}',
  'working.rule.improper_to_mixed_swapped': 'the whole number and the remainder of {number} were swapped, {result}',
  'working.rule.left_to_right': 'the operations were done from left to right, although × and ÷ come before + and −',
  'working.rule.sign_flipped': 'the sign was flipped: {result} is the opposite of {value}',
  'working.rule.reciprocal': 'the fraction was turned upside down: {result} is the reciprocal of {value}',
} as const;

export type MisconceptionClauseKey = keyof typeof MISCONCEPTION_CLAUSES_EN;

export const MISCONCEPTION_CLAUSES_HE: Readonly<Record<MisconceptionClauseKey, string>> = {
  'working.misconception.at': 'ב־{site}, {clause}',
  'working.rule.added_across': 'חיברו את המונים ואת המכנים, {formula}',
  'working.rule.subtracted_across': 'חיסרו את המונים ואת המכנים, {formula}',
  'working.rule.numerators_combined_denominators_multiplied.plus': 'חיברו את המונים אבל כפלו את המכנים, {formula}',
  'working.rule.numerators_combined_denominators_multiplied.minus': 'חיסרו את המונים אבל כפלו את המכנים, {formula}',
  'working.rule.larger_denominator_kept.plus': 'חיברו את המונים והשאירו את המכנה הגדול, {formula}',
  'working.rule.larger_denominator_kept.minus': 'חיסרו את המונים והשאירו את המכנה הגדול, {formula}',
  'working.rule.multiplied_instead_of_divided': 'כפלו את השברים במקום לחלק, {formula}',
  'working.rule.inverted_first_operand': 'הפכו את השבר הראשון במקום את השני, {formula}',
  'working.rule.cross_multiplied': 'כפלו את השברים בהצלבה, כמו בחילוק, {formula}',
  'working.rule.cross_products_as_digits': 'כתבו את שתי המכפלות שבהצלבה זו ליד זו כמספר שלם אחד, כמו בכפל במאונך, {formula}',
  'working.rule.multiplied_numerator_and_denominator': 'כפלו במספר השלם {k} גם את המונה וגם את המכנה, {formula}',
  'working.rule.only_denominator_multiplied': 'כפלו במספר השלם {k} את המכנה במקום את המונה, {formula}',
  'working.rule.common_denominator_kept_in_product': 'כפלו את המונים והשאירו את המכנה המשותף, כמו בחיבור, {formula}',
  'working.rule.negative_not_distributed': 'סימן המינוס הופעל רק על האיבר הראשון שבסוגריים, {formula}',
  'working.rule.mixed_number_multiplied': 'קראו את המספר המעורב כחלק השלם כפול השבר, {formula}',
  'working.rule.mixed_number_whole_added': 'הוסיפו את החלק השלם למונה, {formula}',
  'working.rule.whole_taken_from_numerator': 'החסירו את המספר השלם מהמונה, {formula}',
  'working.rule.mixed_parts_subtracted_reversed': 'חיסרו את השלמים, ובשברים חיסרו את הקטן מהגדול במקום לפרוט שלם, {formula}',
  'working.rule.mixed_parts_added_across': 'חיברו את השלמים, ובשברים חיברו מונים ומכנים, {formula}',
  'working.rule.mixed_parts_multiplied_apart': 'כפלו את השלמים לחוד ואת השברים לחוד, {formula}',
  'working.rule.decimal_places_not_added': 'כפלו את הספרות, אבל בתשובה יש {places} ספרות אחרי הנקודה במקום {expected}',
  'working.rule.decimal_places_not_added.one': 'כפלו את הספרות, אבל בתשובה יש ספרה אחת אחרי הנקודה במקום {expected}',
  'working.rule.decimal_aligned_right': 'סידרו את המספרים לפי הספרה האחרונה במקום לפי הנקודה העשרונית',
  'working.rule.fraction_of_unit_only': 'חילקו את הכמות במכנה אבל לא כפלו במונה, {formula}',
  'working.rule.fraction_of_inverted': 'הפכו את השבר, {formula}',
  'working.rule.percent_divided': 'חילקו את הכמות באחוז במקום למצוא את האחוז ממנה, {result}',
  'working.rule.percent_as_whole': 'השתמשו ב־{number}% כאילו הוא {number}, ולא {number} חלקי מאה',
  'working.rule.numerator_not_scaled': 'שינו את המכנה של {compared} אבל לא הרחיבו את המונה באותו מספר, {stated}',
  'working.rule.numerator_not_scaled.divided': 'חילקו את המכנה של {compared} אבל לא צמצמו את המונה באותו מספר, {stated}',
  'working.rule.denominator_not_scaled': 'שינו את המונה של {compared} אבל לא את המכנה, {stated}',
  'working.rule.added_to_numerator_and_denominator': 'הוסיפו אותו מספר למונה ולמכנה של {compared}, {stated}',
  'working.rule.numerator_scaled_wrong': 'כפלו את המכנה של {compared} במספר אחד ואת המונה במספר אחר, {stated}',
  'working.rule.numerator_scaled_wrong.divided': 'חילקו את המונה ואת המכנה של {compared} במספרים שונים, {stated}',
  'working.rule.power_multiplied': 'כפלו את הבסיס במעריך במקום להעלות בחזקה, {formula}',
  'working.rule.power_numerator_only': 'העלו בחזקה רק את המונה, {formula}',
  'working.rule.fraction_digits_as_decimal': 'כתבו את הספרות של {number} אחרי הנקודה העשרונית, {result}',
  'working.rule.unit_fraction_as_decimal': 'כתבו את המכנה של {number} אחרי הנקודה העשרונית, {result}',
  'working.rule.fraction_bar_as_point': 'קראו את קו השבר של {number} כנקודה עשרונית, {result}',
  'working.rule.decimal_as_unit_fraction': 'הפכו את הספרות שאחרי הנקודה למכנה, {result}',
  'working.rule.decimal_point_dropped': 'השמיטו את הנקודה העשרונית מהתשובה, {result}',
  'working.rule.added_instead_of_subtracted': 'חיברו במקום לחסר, {formula}',
  'working.rule.added_instead_of_multiplied': 'חיברו במקום לכפול, {formula}',
  'working.rule.mixed_whole_dropped': 'השמיטו את החלק השלם של המספר המעורב, {formula}',
  'working.rule.decimal_smaller_digit_from_larger': 'בכל עמודה חיסרו את הספרה הקטנה מהגדולה, גם כשהקטנה הייתה למעלה, במקום לפרוט, {result}',
  'working.rule.numerators_kept_over_common_denominator': 'השברים נכתבו עם מכנה משותף אבל מונה אחד לא שונה בהתאם, {result}',
  'working.rule.power_of_ten_one_part': 'הנקודה העשרונית הוזזה רק בחלק אחד של המספר, כך שהספרות לא שמרו על מקומן, {result}',
  'working.rule.improper_to_mixed_by_ten': 'הספרות של המונה של {number} פוצלו בעשרות במקום לחלק במכנה, {result}',
  'working.rule.mixed_parts_subtracted_across': 'חיסרו את השלמים, ובשברים חיסרו מונים ומכנים, {formula}',
  'working.rule.divided_across': 'חילקו מונה במונה ומכנה במכנה והשמיטו את השארית, {formula}',
  'working.rule.only_denominator_divided': 'חילקו רק את המכנה במספר השלם, {formula}',
  'working.rule.divided_numerator_and_denominator': 'חילקו גם את המונה וגם את המכנה במספר השלם, וכך השבר לא השתנה, {formula}',
  'working.rule.divided_by_unit_fraction': 'כפלו במכנה של המחלק והתעלמו מהמונה שלו, {formula}',
  'working.rule.both_inverted': 'הפכו את שני השברים במקום רק את השני, {formula}',
  'working.rule.fraction_of_subtracted': 'החסירו את המכנה מהכמות במקום למצוא את החלק ממנה, {formula}',
  'working.rule.power_of_ten_shift_wrong':
    'הזיזו את הנקודה העשרונית מספר מקומות שגוי, או לכיוון הלא נכון, בכפל או בחילוק בחזקה של 10, {result}',
  'working.rule.decimal_point_misplaced': 'הספרות נכונות אבל הנקודה העשרונית לא במקומה, {result}',
  'working.rule.decimal_parts_as_wholes': 'חישבו את החלקים שאחרי הנקודה כמו מספרים שלמים, בנפרד מהשלמים, {result}',
  'working.rule.decimal_digits_brought_down': 'הספרות שאין מעליהן דבר הועתקו לתשובה במקום לחסר אותן, {result}',
  'working.rule.decimal_carry_dropped': 'עמודה שסכומה 10 או יותר נכתבה כספרה האחרונה שלה, בלי להעביר, {result}',
  'working.rule.decimal_column_sums_written': 'הסכום המלא של כל עמודה נכתב בתשובה במקום להעביר, {result}',
  'working.rule.remainder_as_decimal_digits': 'השארית של החילוק נכתבה אחרי הנקודה העשרונית, {result}',
  'working.rule.numerator_as_decimal': 'רק המונה של {number} נכתב אחרי הנקודה העשרונית, {result}',
  'working.rule.mixed_numerator_not_added': 'כפלו את השלם במכנה אבל לא הוסיפו את המונה, {formula}',
  'working.rule.improper_to_mixed_swapped': 'השלם והשארית של {number} התחלפו, {result}',
  'working.rule.left_to_right': 'ביצעו את הפעולות משמאל לימין, אף שכפל וחילוק קודמים לחיבור ולחיסור',
  'working.rule.sign_flipped': 'הסימן התהפך: {result} הוא הנגדי של {value}',
  'working.rule.reciprocal': 'השבר התהפך: {result} הוא ההופכי של {value}',
};

export const MISCONCEPTION_CLAUSES: Readonly<Record<SentenceLanguage, Readonly<Record<MisconceptionClauseKey, string>>>> = {
  en: MISCONCEPTION_CLAUSES_EN,
  he: MISCONCEPTION_CLAUSES_HE,
};

/** Each rule's short name. */
export const RULE_LABELS: Readonly<Record<SentenceLanguage, Readonly<Record<MisconceptionRule, string>>>> = {
  en: {
    added_across: 'added across',
    subtracted_across: 'subtracted across',
    numerators_combined_denominators_multiplied: 'numerators combined, denominators multiplied',
    larger_denominator_kept: 'larger denominator kept',
    multiplied_instead_of_divided: 'multiplied instead of divided',
    inverted_first_operand: 'first fraction inverted',
    cross_multiplied: 'cross-multiplied',
    cross_products_as_digits: 'cross products written as one number',
    multiplied_numerator_and_denominator: 'whole number times numerator and denominator',
    only_denominator_multiplied: 'only the denominator multiplied',
    common_denominator_kept_in_product: 'common denominator kept in a product',
    negative_not_distributed: 'minus not distributed',
    mixed_number_multiplied: 'mixed number read as a product',
    mixed_number_whole_added: 'whole part added to the numerator',
    whole_taken_from_numerator: 'whole number taken from the numerator',
    mixed_parts_subtracted_reversed: 'mixed numbers: smaller part from larger, no regrouping',
    mixed_parts_added_across: 'mixed numbers: fraction parts added across',
    mixed_parts_multiplied_apart: 'mixed numbers: parts multiplied separately',
    decimal_places_not_added: 'decimal places not added in a product',
    decimal_aligned_right: 'decimals lined up at the right',
    fraction_of_unit_only: 'fraction of an amount: divided only',
    fraction_of_inverted: 'fraction of an amount: fraction inverted',
    percent_divided: 'divided by the percentage',
    percent_as_whole: 'percentage used as a whole number',
    numerator_not_scaled: 'numerator not scaled',
    denominator_not_scaled: 'denominator not scaled',
    added_to_numerator_and_denominator: 'same number added to numerator and denominator',
    numerator_scaled_wrong: 'numerator scaled by the wrong number',
    power_multiplied: 'power taken as multiplication',
    power_numerator_only: 'only the numerator raised',
    fraction_digits_as_decimal: 'fraction digits written as a decimal',
    unit_fraction_as_decimal: 'denominator written as a decimal',
    fraction_bar_as_point: 'fraction bar read as a decimal point',
    decimal_as_unit_fraction: 'decimal digits taken as a denominator',
    decimal_point_dropped: 'decimal point dropped',
    added_instead_of_subtracted: 'added instead of subtracted',
    added_instead_of_multiplied: 'added instead of multiplied',
    mixed_whole_dropped: 'whole part dropped',
    left_to_right: 'left to right, ignoring precedence',
    sign_flipped: 'sign flipped',
    mixed_parts_subtracted_across: 'mixed parts subtracted across',
    divided_across: 'divided across',
    only_denominator_divided: 'only the denominator divided',
    divided_numerator_and_denominator: 'numerator and denominator divided',
    divided_by_unit_fraction: 'divisor’s numerator ignored',
    both_inverted: 'both fractions inverted',
    fraction_of_subtracted: 'fraction of an amount subtracted',
    power_of_ten_shift_wrong: 'point moved wrongly for a power of ten',
    decimal_point_misplaced: 'decimal point misplaced',
    decimal_parts_as_wholes: 'decimal parts as whole numbers',
    decimal_digits_brought_down: 'digits brought down',
    decimal_carry_dropped: 'carry dropped',
    decimal_column_sums_written: 'column sums written',
    remainder_as_decimal_digits: 'remainder as decimal digits',
    numerator_as_decimal: 'numerator as a decimal',
    mixed_numerator_not_added: 'numerator not added',
    improper_to_mixed_swapped: 'whole and remainder swapped',
    reciprocal: 'reciprocal',
    decimal_smaller_digit_from_larger: 'smaller digit from larger',
    numerators_kept_over_common_denominator: 'numerator kept over the common denominator',
    power_of_ten_one_part: 'point moved in one part only',
    improper_to_mixed_by_ten: 'numerator split at the tens',
  },
  he: {
    added_across: 'חיבור מונים ומכנים',
    subtracted_across: 'חיסור מונים ומכנים',
    numerators_combined_denominators_multiplied: 'מונים חוברו, מכנים הוכפלו',
    larger_denominator_kept: 'נשמר המכנה הגדול',
    multiplied_instead_of_divided: 'כפל במקום חילוק',
    inverted_first_operand: 'השבר הראשון הפוך',
    cross_multiplied: 'כפל בהצלבה',
    cross_products_as_digits: 'מכפלות ההצלבה כמספר אחד',
    multiplied_numerator_and_denominator: 'מספר שלם כפול מונה ומכנה',
    only_denominator_multiplied: 'רק המכנה הוכפל',
    common_denominator_kept_in_product: 'מכנה משותף נשמר במכפלה',
    negative_not_distributed: 'המינוס לא נפתח על הסוגריים',
    mixed_number_multiplied: 'מספר מעורב נקרא כמכפלה',
    mixed_number_whole_added: 'השלם חובר למונה',
    whole_taken_from_numerator: 'השלם הוחסר מהמונה',
    mixed_parts_subtracted_reversed: 'מעורבים: קטן מגדול בלי פריטה',
    mixed_parts_added_across: 'מעורבים: השברים חוברו מונה ומכנה',
    mixed_parts_multiplied_apart: 'מעורבים: החלקים נכפלו לחוד',
    decimal_places_not_added: 'ספרות אחרי הנקודה לא חוברו בכפל',
    decimal_aligned_right: 'עשרוניים סודרו מימין',
    fraction_of_unit_only: 'שבר מכמות: רק חילוק',
    fraction_of_inverted: 'שבר מכמות: השבר הפוך',
    percent_divided: 'חילוק באחוז',
    percent_as_whole: 'אחוז כמספר שלם',
    numerator_not_scaled: 'המונה לא הורחב',
    denominator_not_scaled: 'המכנה לא הורחב',
    added_to_numerator_and_denominator: 'אותו מספר נוסף למונה ולמכנה',
    numerator_scaled_wrong: 'המונה הורחב במספר אחר',
    power_multiplied: 'חזקה ככפל',
    power_numerator_only: 'רק המונה הועלה בחזקה',
    fraction_digits_as_decimal: 'ספרות השבר נכתבו כעשרוני',
    unit_fraction_as_decimal: 'המכנה נכתב כעשרוני',
    fraction_bar_as_point: 'קו השבר כנקודה עשרונית',
    decimal_as_unit_fraction: 'ספרות עשרוניות כמכנה',
    decimal_point_dropped: 'הנקודה העשרונית הושמטה',
    added_instead_of_subtracted: 'חיבור במקום חיסור',
    added_instead_of_multiplied: 'חיבור במקום כפל',
    mixed_whole_dropped: 'השלם הושמט',
    left_to_right: 'משמאל לימין, בלי סדר פעולות',
    sign_flipped: 'הסימן התהפך',
    mixed_parts_subtracted_across: 'חיסור מונים ומכנים במספר מעורב',
    divided_across: 'חילוק מונים ומכנים',
    only_denominator_divided: 'חילוק המכנה בלבד',
    divided_numerator_and_denominator: 'חילוק מונה ומכנה',
    divided_by_unit_fraction: 'התעלמות ממונה המחלק',
    both_inverted: 'היפוך שני השברים',
    fraction_of_subtracted: 'חיסור במקום חלק מכמות',
    power_of_ten_shift_wrong: 'הזזה שגויה בחזקה של 10',
    decimal_point_misplaced: 'נקודה עשרונית לא במקומה',
    decimal_parts_as_wholes: 'חלקים עשרוניים כשלמים',
    decimal_digits_brought_down: 'ספרות שהועתקו',
    decimal_carry_dropped: 'שכחו להעביר',
    decimal_column_sums_written: 'סכומי עמודות נכתבו',
    remainder_as_decimal_digits: 'שארית כספרות עשרוניות',
    numerator_as_decimal: 'המונה כשבר עשרוני',
    mixed_numerator_not_added: 'המונה לא נוסף',
    improper_to_mixed_swapped: 'שלם ושארית התחלפו',
    reciprocal: 'השבר ההפוך',
    decimal_smaller_digit_from_larger: 'קטן מגדול בכל עמודה',
    numerators_kept_over_common_denominator: 'מונה שלא שונה במכנה המשותף',
    power_of_ten_one_part: 'הנקודה הוזזה בחלק אחד בלבד',
    improper_to_mixed_by_ten: 'המונה פוצל בעשרות',
  },
};

/** The operation signs as a schoolbook writes them. */
const SIGN = { '+': '+', '-': '−', '*': '×', '/': '÷' } as const;

/** A number inside a formula: a negative one after an operator is put in parentheses, (1+(-2)). */
const term = (number: string): string => (number.startsWith('-') ? `(${number})` : number);

/**
 * The larger of two denominators as the engine printed them (positive integers, no leading
 * zeros): the longer one, or at equal length the later in digit order. A comparison of the
 * engine's digits, not arithmetic.
 */
export function largerDenominator(b: string, d: string): string {
  if (b.length !== d.length) return b.length > d.length ? b : d;
  return b >= d ? b : d;
}

/** A fraction as the engine's numbers write it: a/b, or a alone over 1. */
const fractionText = (numerator: string, denominator: string): string => (denominator === '1' ? numerator : `${numerator}/${denominator}`);

/** The formula each rule evaluated at its site, from the site's numbers (null for the rules whose clause names their numbers in words). */
export function misconceptionFormula(rule: MisconceptionRule, numbers: MisconceptionNumbers): string | null {
  switch (numbers.kind) {
    case 'operands': {
      const { a, b, c, d } = numbers;
      const sign = numbers.operator === '-' ? SIGN['-'] : '+';
      switch (rule) {
        case 'added_across':
          return `(${a}+${term(c)})/(${b}+${d})`;
        case 'subtracted_across':
          return `(${a}${SIGN['-']}${term(c)})/(${b}${SIGN['-']}${d})`;
        case 'numerators_combined_denominators_multiplied':
          return `(${a}${sign}${term(c)})/(${b}×${d})`;
        case 'larger_denominator_kept':
          return `(${a}${sign}${term(c)})/${largerDenominator(b, d)}`;
        case 'multiplied_instead_of_divided':
          return `(${a}×${term(c)})/(${b}×${d})`;
        case 'inverted_first_operand':
          return `(${b}×${term(c)})/(${a}×${d})`;
        case 'cross_multiplied':
          return `(${a}×${d})/(${b}×${term(c)})`;
        case 'cross_products_as_digits':
          return `(${b}×${c})×10 + ${a}×${d}`;
        case 'common_denominator_kept_in_product':
          return `(${a}×${term(c)})/${b}`;
        case 'whole_taken_from_numerator':
          return `(${a}${SIGN['-']}${term(c)})/${d}`;
        case 'fraction_of_unit_only':
          return `${c}÷${b}`;
        case 'fraction_of_inverted':
          return `${c}÷${a}×${b}`;
        case 'fraction_of_subtracted':
          return `${c}${SIGN['-']}${b}`;
        case 'divided_across':
          return `(${a}÷${term(c)})/(${b}÷${d})`;
        case 'only_denominator_divided':
          return `${a}/(${b}÷${term(c)})`;
        case 'divided_numerator_and_denominator':
          return `(${a}÷${term(c)})/(${b}÷${term(c)})`;
        case 'divided_by_unit_fraction':
          return `${fractionText(a, b)} × ${d}`;
        case 'both_inverted':
          return `${fractionText(b, a)} × ${fractionText(d, c)}`;
        default:
          return null;
      }
    }
    case 'scaled': {
      const { k, n, m } = numbers;
      return rule === 'only_denominator_multiplied' ? `${n}/(${k}×${m})` : `(${k}×${term(n)})/(${k}×${m})`;
    }
    case 'distributed': {
      const { left, y, z, inner } = numbers;
      return `${left} ${SIGN['-']} ${term(y)} ${SIGN[inner]} ${term(z)}`;
    }
    case 'mixed': {
      const { whole, numerator, denominator } = numbers;
      if (rule === 'mixed_whole_dropped') return `${numerator}/${denominator}`;
      if (rule === 'mixed_numerator_not_added') return `(${whole}×${denominator})/${denominator}`;
      return rule === 'mixed_number_multiplied' ? `${whole} × ${numerator}/${denominator}` : `(${whole}+${numerator})/${denominator}`;
    }
    case 'values': {
      const { left, right } = numbers;
      return rule === 'added_instead_of_subtracted' || rule === 'added_instead_of_multiplied' ? `${left} + ${term(right)}` : null;
    }
    case 'parts': {
      // Each part as the student handled it: the wholes, then the fraction parts; a part an operand lacks is 0.
      const w1 = numbers.left_whole || '0';
      const w2 = numbers.right_whole || '0';
      const f1 = numbers.left_fraction || '0';
      const f2 = numbers.right_fraction || '0';
      switch (rule) {
        case 'mixed_parts_subtracted_reversed':
          return `${w1}${SIGN['-']}${w2} = ${numbers.whole}, ${f2}${SIGN['-']}${f1} = ${numbers.fraction}`;
        case 'mixed_parts_added_across':
          return `${w1}+${w2} = ${numbers.whole}, ${f1}+${f2} → ${numbers.fraction}`;
        case 'mixed_parts_subtracted_across':
          return `${w1}${SIGN['-']}${w2} = ${numbers.whole}, ${f1}${SIGN['-']}${f2} → ${numbers.fraction}`;
        default: {
          const wholes = numbers.left_whole !== '' && numbers.right_whole !== '' ? `${w1}×${w2} = ${numbers.whole}` : numbers.whole;
          const fractions =
            numbers.left_fraction !== '' && numbers.right_fraction !== '' ? `${f1}×${f2} = ${numbers.fraction}` : numbers.fraction;
          return `${wholes}, ${fractions}`;
        }
      }
    }
    case 'power': {
      const { base, exponent } = numbers;
      if (rule === 'power_numerator_only') {
        const [top, bottom] = base.split('/');
        return `${top}^${exponent}/${bottom}`;
      }
      return `${base.includes('/') ? `(${base})` : base}×${exponent}`;
    }
    case 'decimals':
    case 'number':
    case 'term':
    case 'whole':
      return null;
  }
}

/** The key of a rule's clause: two rules say whether the numerators were added or subtracted, and numerator_scaled_wrong whether it simplified. */
export function clauseKey(rule: MisconceptionRule, numbers: MisconceptionNumbers): MisconceptionClauseKey {
  if (rule === 'numerators_combined_denominators_multiplied' || rule === 'larger_denominator_kept') {
    const subtracted = numbers.kind === 'operands' && numbers.operator === '-';
    return `working.rule.${rule}.${subtracted ? 'minus' : 'plus'}`;
  }
  if (rule === 'numerator_scaled_wrong' && numbers.kind === 'term' && numbers.smaller) return 'working.rule.numerator_scaled_wrong.divided';
  // A denominator made smaller was divided, not multiplied: "was not multiplied" would say what did not happen.
  if (rule === 'numerator_not_scaled' && numbers.kind === 'term' && numbers.smaller) return 'working.rule.numerator_not_scaled.divided';
  // "1 decimal places" is no English: one place is said in the singular.
  if (rule === 'decimal_places_not_added' && numbers.kind === 'decimals' && numbers.places === '1')
    return 'working.rule.decimal_places_not_added.one';
  return `working.rule.${rule}` as MisconceptionClauseKey;
}

/**
 * The values a clause is filled with: its formula and, when the site is only part of the step it
 * came from (`comparedText`), what the site gave (= 2/5); the rule's own numbers by name.
 */
export function clauseParams(misconception: MisconceptionExplanation, comparedText: string): Record<string, string> {
  const { rule, numbers, result_shown: result } = misconception;
  const formula = misconceptionFormula(rule, numbers);
  const params: Record<string, string> = { result };
  if (formula !== null) params.formula = isWholeSite(misconception, comparedText) ? formula : `${formula} = ${result}`;
  if (numbers.kind === 'whole') params.value = numbers.value;
  if (numbers.kind === 'scaled') params.k = numbers.k;
  if (numbers.kind === 'number') params.number = numbers.number;
  if (numbers.kind === 'decimals') {
    params.places = numbers.places;
    params.expected = numbers.expected_places;
  }
  if (numbers.kind === 'term') {
    params.compared = numbers.compared;
    params.stated = numbers.stated;
  }
  return params;
}

const isWholeSite = ({ site }: MisconceptionExplanation, comparedText: string): boolean => site === null || site === comparedText;

/** Whether the clause is said "in {site}, …": where the site is part of the step, unless the rule names its one number itself ("in 1/2, the denominator of 1/2 …" would say it twice). */
export function saysWhere(misconception: MisconceptionExplanation, comparedText: string): boolean {
  const kind = misconception.numbers.kind;
  return !isWholeSite(misconception, comparedText) && kind !== 'term' && kind !== 'number';
}

/**
 * What a misconception says happened, as a sentence of the catalog: its rule's clause with the
 * formula and, when the site is only part of the step it came from, where (in 1/2 + 1/3, …) and
 * what the site gave (= 2/5).
 */
export function misconceptionReason(misconception: MisconceptionExplanation, comparedText: string): SentencePart<MisconceptionClauseKey> {
  const params = Object.fromEntries(
    Object.entries(clauseParams(misconception, comparedText)).map(([name, text]) => [name, valuePart(text)]),
  );
  const clause = nestedPart<MisconceptionClauseKey>(clauseKey(misconception.rule, misconception.numbers), params);
  return saysWhere(misconception, comparedText)
    ? nestedPart<MisconceptionClauseKey>('working.misconception.at', { site: valuePart(misconception.site ?? ''), clause })
    : clause;
}

/**
 * A clause's template without its closing ", {value}" when that value is one the sentence has said
 * already (`said`: the stated answer, the problem's own numbers): else the sentence would end in a
 * stray number that only repeats one ("0.3 is 3/10, not 1/3: …, 1/3.").
 */
function withoutSaidTail(template: string, params: Readonly<Record<string, string>>, said: readonly string[]): string {
  const tail = /, \{(\w+)\}$/.exec(template);
  if (tail === null || !Object.hasOwn(params, tail[1]!)) return template;
  return said.includes(params[tail[1]!]!) ? template.slice(0, tail.index) : template;
}

/**
 * What a misconception says happened, as plain text in a language: its clause, and where, when the
 * site is part of the step; `said`, the numbers the sentence around it already says (see withoutSaidTail).
 */
export function misconceptionClause(
  misconception: MisconceptionExplanation,
  comparedText: string,
  language: SentenceLanguage,
  said: readonly string[] = [],
): string {
  const clauses = MISCONCEPTION_CLAUSES[language];
  const params = clauseParams(misconception, comparedText);
  const clause = fillTemplate(withoutSaidTail(clauses[clauseKey(misconception.rule, misconception.numbers)], params, said), params);
  return saysWhere(misconception, comparedText)
    ? fillTemplate(clauses['working.misconception.at'], { site: misconception.site ?? '', clause })
    : clause;
}

const FEEDBACK: Readonly<Record<SentenceLanguage, string>> = {
  en: '{compared} is {actual}, not {stated}: it looks like {reason}.',
  he: '{compared} שווה {actual}, לא {stated}: נראה ש{reason}.',
};

/**
 * The sentence for a student who answered `problem` with `stated` instead of `actual`, the
 * mistake being `misconception` ("1/2 + 1/3 is 5/6, not 2/5: it looks like the numerators and the
 * denominators were added, (1+1)/(2+3).").
 */
export function feedbackSentence(
  problem: string,
  actual: string,
  stated: string,
  misconception: MisconceptionExplanation,
  language: SentenceLanguage,
): string {
  const said = [stated, actual, ...(problem.match(/\d+(?:\.\d+)?(?:\/\d+)?/g) ?? [])];
  return fillTemplate(FEEDBACK[language], {
    compared: problem,
    actual,
    stated,
    reason: misconceptionClause(misconception, problem, language, said),
  });
}
