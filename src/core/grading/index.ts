/** Grading a class: answer rows and an optional key in, a marked row per answer and a class summary out. */
export {
  LONG_HEADER,
  LONG_MAPPING,
  longRecordsOf,
  readWideAnswerRows,
  wideAnswerRowsOf,
  wideLayoutOf,
  type WideLayout,
  type WideSource,
} from './wide-layout';
export { headerProblem, isHeaderlessClass, positionalMapping, tableProblem, tableProblemText, type TableProblem } from './table-shape';
export {
  ANSWER_COLUMNS,
  COLUMN_ALIASES,
  KEY_COLUMNS,
  mapColumns,
  missingColumns,
  REQUIRED_ANSWER_COLUMNS,
  REQUIRED_KEY_COLUMNS,
  type AnswerColumn,
  type ColumnMapping,
  type KeyColumn,
} from './columns';
export { rowNumber, type Table, type TableFault } from './table';
export { answerRowOf, MAX_NAME_LENGTH, readAnswerRows, type AnswerRow } from './answers';
export { questionKey, readAnswerKey, type AnswerKey, type KeyEntry, type KeyFault } from './key';
export { gradeRow, requestOf, RESULT_COLUMNS, resultCells, resultRecord, type GradedRow, type Verdict } from './grade';
export {
  ClassSummarizer,
  summarizeClass,
  type BadRow,
  type ClassSummary,
  type MisconceptionSummary,
  type QuestionSummary,
  type RuleCount,
} from './summary';
export {
  matchesFilters,
  NO_RESULT_FILTERS,
  RESULT_SORT_COLUMNS,
  resultView,
  type ResultFilters,
  type ResultSort,
  type ResultSortColumn,
} from './view';
