/**
 * A practice sheet as a Moodle XML quiz (Moodle's own import format, which other LMSs read too):
 * a category named after the sheet's seed (one per student for a class's sheets), then one
 * short-answer question per problem, its right answer at 100% and each diagnostic wrong answer at
 * 0% with the sentence that names the mistake (an equation's both as x = v and as v). The worked solution is the question's general
 * feedback. The sentences are src/core/sentences', in the language asked for. Built with
 * fast-xml-parser's builder; like src/csv, an edge shared by the app's worker and the command,
 * taking nothing above.
 */
import { XMLBuilder } from 'fast-xml-parser';
import type { PracticeProblem } from '../core/practice/index';
import type { SentenceLanguage } from '../core/sentences/misconception-sentences';
import { equationAnswerText } from '../core/working/equation-answer';
import { practiceFeedback, practiceText, taskInstruction } from '../core/sentences/practice-sentences';

export interface MoodleTexts {
  /** A problem's name in the question bank. */
  name(problem: PracticeProblem): string;
  /** What the student is asked. */
  question(problem: PracticeProblem): string;
  /** The sentence for a student who gave the problem's diagnostic answer. */
  feedback(problem: PracticeProblem): string;
  /** The heading of the worked solution. */
  solution: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** HTML text in a CDATA section, as Moodle's own exports write it (escaped HTML cannot hold "]]>"). */
const html = (markup: string): Record<string, unknown> => ({ '@_format': 'html', text: { '#cdata': markup } });

/**
 * The ways a student types an answer that Moodle's short answer (which compares the text) takes:
 * an answer that states the unknown, "x = 5", also as its value alone, "5"; any other as it is.
 */
function writings(answer: string): string[] {
  const value = equationAnswerText(answer);
  return value !== answer ? [answer, value] : [answer];
}

function question(problem: PracticeProblem, texts: MoodleTexts): Record<string, unknown> {
  // The worked solution as it is written: the problem, then each step (after "=", or an equation's own line).
  const solution = problem.working.split('\n').map(escapeHtml).join('<br>');
  return {
    '@_type': 'shortanswer',
    name: { text: texts.name(problem) },
    questiontext: html(`<p>${escapeHtml(texts.question(problem))}</p>`),
    generalfeedback: html(`<p>${escapeHtml(texts.solution)}</p><p dir="ltr">${solution}</p>`),
    defaultgrade: 1,
    penalty: 0,
    hidden: 0,
    usecase: 0,
    answer: [
      ...writings(problem.answer).map((text) => ({ '@_fraction': '100', '@_format': 'moodle_auto_format', text })),
      ...writings(problem.diagnostic_answer).map((text) => ({
        '@_fraction': '0',
        '@_format': 'moodle_auto_format',
        text,
        feedback: html(`<p>${escapeHtml(texts.feedback(problem))}</p>`),
      })),
    ],
  };
}

/** A category and the questions imported into it. */
export interface MoodleCategory {
  category: string;
  problems: readonly PracticeProblem[];
}

/** The quiz's XML document: each category, then its questions. */
export function moodleQuizXml(categories: readonly MoodleCategory[], texts: MoodleTexts): string {
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    cdataPropName: '#cdata',
    // No indentation: whitespace around a CDATA section would become part of Moodle's text.
    format: false,
    suppressEmptyNode: false,
  });
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    quiz: {
      question: categories.flatMap(({ category, problems }) => [
        { '@_type': 'category', category: { text: `$course$/top/${category}` } },
        ...problems.map((problem) => question(problem, texts)),
      ]),
    },
  };
  return builder.build(document) as string;
}

/** The texts of a quiz in a language, from src/core/sentences. */
export function moodleTexts(language: SentenceLanguage): MoodleTexts {
  return {
    name: (problem) => practiceText('name', language, { question: problem.question, problem: problem.problem }),
    question: (problem) => taskInstruction(problem, language),
    feedback: (problem) => practiceFeedback(problem, language),
    solution: practiceText('solution', language),
  };
}
