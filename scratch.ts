import { makePracticeSheet } from './src/core/practice';
import { MISCONCEPTION_RULES } from './src/core/misconceptions/catalog';
const sheet = makePracticeSheet({ rules: [...MISCONCEPTION_RULES], seed: 2026 });
console.log(JSON.stringify(sheet.shortfalls));
for (const rule of ['decimal_places_not_added','decimal_aligned_right','whole_taken_from_numerator']) console.log(rule, sheet.problems.filter(p=>p.rule===rule).map(p=>p.problem+' -> '+p.diagnostic_answer).join(' | '));
