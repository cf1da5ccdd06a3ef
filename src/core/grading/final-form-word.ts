/**
 * A final form as a spreadsheet writes it ("Lowest terms", "mixed number", "Improper fraction")
 * as rational-working-check's word, or null when it is none of them: a key's bad final form is
 * then the key's fault, said once, not a fault of every row of its question.
 */
import { FINAL_FORMS, type FinalForm } from '../tools/working-final-form';

/** The longer names teachers write for the tool's words, in English and in Hebrew. */
const SYNONYMS: Readonly<Record<string, FinalForm>> = {
  improper_fraction: 'improper',
  mixed_number: 'mixed',
  mixed_fraction: 'mixed',
  simplest_form: 'lowest_terms',
  simplest: 'lowest_terms',
  מעורב: 'mixed',
  מספר_מעורב: 'mixed',
  שבר_מעורב: 'mixed',
  מצומצם: 'lowest_terms',
  שבר_מצומצם: 'lowest_terms',
  מדומה: 'improper',
  שבר_מדומה: 'improper',
  עשרוני: 'decimal',
  שבר_עשרוני: 'decimal',
  כל_צורה: 'any',
};

/** A spreadsheet cell's word the way words are compared: "Lowest terms" and "lowest-terms" are lowest_terms. */
export const cellWord = (written: string): string =>
  written
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

export function finalFormWord(written: string): FinalForm | null {
  const word = cellWord(written);
  if ((FINAL_FORMS as readonly string[]).includes(word)) return word as FinalForm;
  return SYNONYMS[word] ?? null;
}
