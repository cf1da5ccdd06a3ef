/** The command line of `exactly grade`. */

export interface GradeArgs {
  answers: string;
  key: string | null;
  out: string | null;
  jsonl: boolean;
}

export const GRADE_USAGE = `Usage: exactly grade ANSWERS.csv|.xlsx|.ods [--key KEY.csv] [--out RESULTS.csv] [--jsonl]

Marks a class's answers with rational-working-check, offline; a working whose first line is an
equation with a letter (2/3 x + 1/4 = 5/6) with linear-equation-check (a wrong line, a check that
does not hold or a line not linear is step_mismatch). An answer is graded by value: x = 3/4 is 3/4;
no solution is "none", "no solution" or אין פתרון, every number "every", "every number", "all" or
כל מספר (any case), in the key, the answer cell or the working alone.
  ANSWERS.csv   CSV or TSV (comma, semicolon or tab), or an .xlsx or .ods workbook (its first
                sheet), with a header row: columns student, question, working (names in any
                case; Hebrew תלמיד, שאלה, דרך, תשובה too); optional answer and final_form
                override the key for that row. A working cell may hold several
                lines (quoted, as spreadsheets export). An answer or key answer may be written as
                in a working: 3/4, 1 1/2, 0.75, .5, 0.333..., 75%, x = 3/4. A Google Forms,
                Microsoft Forms or Moodle responses export (one row per student, a column per
                question) is recognised by its header and graded one row per answer; a file
                whose first row is already an answer is read without a header, in this order.
  --key FILE    the answer key (CSV, .xlsx or .ods): columns question, answer, final_form
                (optional), and denominator (optional: for "write 1/2 with the denominator 6", the last step
                must be a fraction over it, else the verdict is final_form).
  --out FILE    write the results there instead of to standard output.
  --jsonl       results as JSON Lines instead of CSV.

The results have the columns student,question,verdict,first_error_line,misconceptions,final_value,
one row per answer in input order; verdict is correct, step_mismatch, division_by_zero,
answer_mismatch, final_form, or invalid (a bad row, listed with its reason in the summary).
The class summary (per question, per misconception, the bad rows) goes to standard error.
A CSV of answers is read as a stream, so a class of any size is graded in little memory (a row
may have up to 64 MiB; a workbook and the key up to 64 MiB, read whole); a cell of more than 16,384 characters makes its row invalid.
Exit status: 0 when every row was graded (bad rows included), 2 on a usage error or a file that
cannot be read (an empty file, one with a header row only or with no header row among them).`;

export function parseGradeArgs(args: readonly string[]): GradeArgs | { help: true } | { error: string } {
  const files: string[] = [];
  let key: string | null = null;
  let out: string | null = null;
  let jsonl = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '-h' || arg === '--help') return { help: true };
    if (arg === '--jsonl') jsonl = true;
    else if (arg === '--key' || arg === '--out') {
      const value = args[++i];
      if (value === undefined || value === '') return { error: `${arg} needs a file` };
      if (arg === '--key') key = value;
      else out = value;
    } else if (arg.startsWith('--key=')) key = arg.slice(6);
    else if (arg.startsWith('--out=')) out = arg.slice(6);
    else if (arg.startsWith('-') && arg !== '-') return { error: `unknown option ${arg}` };
    else files.push(arg);
  }
  if (files.length === 0) return { error: 'missing ANSWERS.csv' };
  if (files.length > 1) return { error: `unexpected argument ${files[1]}` };
  return { answers: files[0]!, key, out, jsonl };
}
