/**
 * A rule's wording is written in one place, src/core/sentences: this test reads every source file
 * outside it (tests aside: they quote what the app says to check it) and fails when one writes a
 * rule's label, as a string, or a stretch of a clause, an advice or a hint again, so that a second
 * copy cannot come back unnoticed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EQUATION_RULES } from './core/equations/rule-ids';
import { MISCONCEPTION_RULES } from './core/misconceptions/catalog';
import { EQUATION_CLAUSES_EN, EQUATION_CLAUSES_HE } from './core/sentences/equation-sentences';
import { EQUATION_RULE_LABELS, MISCONCEPTION_CLAUSES, RULE_LABELS, SENTENCE_LANGUAGES, WAY_FORWARD } from './core/sentences/index';

const SRC = fileURLToPath(new URL('./', import.meta.url));
const CATALOG = join(SRC, 'core', 'sentences');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === CATALOG ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A sentence's longest stretch between its placeholders: long enough that finding it elsewhere is a copy, not a coincidence. */
const longestStretch = (template: string): string =>
  template
    .split(/\{\w+\}/)
    .reduce((a, b) => (b.trim().length > a.trim().length ? b : a), '')
    .trim();

/** Every label, but one that is its rule's id as well ("reciprocal"): the id is the rule's name in the data, not wording. */
const ids: ReadonlySet<string> = new Set([...MISCONCEPTION_RULES, ...EQUATION_RULES]);
const labels = SENTENCE_LANGUAGES.flatMap((language) => [
  ...Object.values(RULE_LABELS[language]),
  ...Object.values(EQUATION_RULE_LABELS[language]),
]).filter((label) => !ids.has(label));
const sentences = [
  ...SENTENCE_LANGUAGES.flatMap((language) => [...Object.values(MISCONCEPTION_CLAUSES[language]), ...Object.values(WAY_FORWARD[language])]),
  ...Object.values(EQUATION_CLAUSES_EN),
  ...Object.values(EQUATION_CLAUSES_HE),
]
  .map(longestStretch)
  .filter((stretch) => stretch.length >= 24);

describe('a rule’s wording is written once', () => {
  const files = sourceFiles(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));

  it('finds the sources to read', () => {
    expect(files.some(({ path }) => path.startsWith('ui'))).toBe(true);
    expect(labels.length).toBeGreaterThan(150);
    expect(sentences.length).toBeGreaterThan(200);
  });

  it('no source outside src/core/sentences writes a rule’s label as a string', () => {
    const copies = files.flatMap(({ path, text }) =>
      labels
        .filter((label) => ["'", '"', '`'].some((quote) => text.includes(`${quote}${label}${quote}`)))
        .map((label) => `${path}: ${label}`),
    );
    expect(copies).toEqual([]);
  });

  it('no source outside src/core/sentences writes a rule’s clause, an advice or a hint', () => {
    const copies = files.flatMap(({ path, text }) =>
      sentences.filter((stretch) => text.includes(stretch)).map((stretch) => `${path}: ${stretch}`),
    );
    expect(copies).toEqual([]);
  });
});
