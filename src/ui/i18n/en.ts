/**
 * The English catalog: every string the UI shows or announces. `{name}` marks a value put in at
 * run time. The Hebrew catalog (he.ts) has exactly these keys and placeholders.
 */
export const en = {
  'app.title': 'Exactly',
  'app.tagline': 'Exact fractions and decimals — evaluated, checked and traced without a rounding error. Works offline.',
  'app.footer': 'Every number shown is computed exactly by the engine, on this device. The same tools run from the command line: {command}.',
  'app.loading': 'Loading…',
  'app.tablist': 'Tools',
  'language.label': 'Language',

  'tab.evaluate': 'Evaluate',
  'tab.evaluate.title': 'Evaluate a decimal expression',
  'tab.check': 'Check',
  'tab.check.title': 'Check a claimed fraction value',
  'tab.trace': 'Trace',
  'tab.trace.title': 'Check a step-by-step trace',
  'tab.subtract': 'Subtract',
  'tab.subtract.title': 'Subtract two fractions',

  'update.available': 'A new version is available',
  'update.reload': 'Reload',
  'update.later': 'Later',

  'failure.timeout': 'The engine took longer than {seconds} s on this input, so it was stopped and restarted.',
  'failure.crashed': 'The engine stopped unexpectedly, so it was restarted.',
  'failure.abandoned': 'The request was superseded by a newer one.',
  'failure.inputKept': 'Your input is kept: change it to try again.',

  'boundary.failed': 'Something went wrong in the {tab} tab ({message}). Your input is kept.',
  'boundary.retry': 'Try again',

  'json.summary': 'JSON',
  'json.requestIntro': 'Request — the standard input of {command}:',
  'json.requestLabel': 'Request JSON',
  'json.responseIntro': 'Response:',
  'json.responseLabel': 'Response JSON',
  'json.nothingSent': '(nothing sent yet)',
  'json.noResponse': '(no response yet)',

  'error.invalid_input': 'Invalid input',
  'error.limit_exceeded': 'Over a limit',
  'error.not_computable': 'Cannot be computed',
  'error.other': 'Error',
} as const;

export type MessageKey = keyof typeof en;
export type EnglishCatalog = typeof en;
/** What every catalog is: a string for every key. */
export type Catalog = Readonly<Record<MessageKey, string>>;
