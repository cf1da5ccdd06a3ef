import type { Catalog } from './en';

/** The Hebrew catalog, loaded only when Hebrew is chosen. Values stay in `{…}` placeholders and are shown left to right. */
const he = {
  'app.title': 'Exactly',
  'app.tagline': 'שברים ומספרים עשרוניים מדויקים — מחושבים, נבדקים ומפורטים צעד אחר צעד בלי שגיאת עיגול. עובד גם בלי חיבור לרשת.',
  'app.footer': 'כל מספר שמוצג מחושב במדויק על ידי המנוע, במכשיר הזה. אותם כלים פועלים גם משורת הפקודה: {command}.',
  'app.loading': 'טוען…',
  'app.tablist': 'כלים',
  'language.label': 'שפה',

  'tab.evaluate': 'חישוב',
  'tab.evaluate.title': 'חישוב ביטוי עשרוני',
  'tab.check': 'בדיקה',
  'tab.check.title': 'בדיקת ערך שבר נטען',
  'tab.trace': 'פתרון מפורט',
  'tab.trace.title': 'בדיקת פתרון צעד אחר צעד',
  'tab.subtract': 'חיסור',
  'tab.subtract.title': 'חיסור שני שברים',

  'update.available': 'גרסה חדשה זמינה',
  'update.reload': 'טעינה מחדש',
  'update.later': 'אחר כך',

  'failure.timeout': 'המנוע עבד על הקלט הזה יותר מ־{seconds} שניות, ולכן נעצר והופעל מחדש.',
  'failure.crashed': 'המנוע נעצר באופן בלתי צפוי, ולכן הופעל מחדש.',
  'failure.abandoned': 'הבקשה הוחלפה בבקשה חדשה יותר.',
  'failure.inputKept': 'הקלט שלך נשמר: שנו אותו כדי לנסות שוב.',

  'boundary.failed': 'משהו השתבש בלשונית {tab} ({message}). הקלט שלך נשמר.',
  'boundary.retry': 'לנסות שוב',

  'json.summary': 'JSON',
  'json.requestIntro': 'הבקשה — הקלט הסטנדרטי של {command}:',
  'json.requestLabel': 'בקשת JSON',
  'json.responseIntro': 'התשובה:',
  'json.responseLabel': 'תשובת JSON',
  'json.nothingSent': '(עוד לא נשלח דבר)',
  'json.noResponse': '(עוד אין תשובה)',

  'error.invalid_input': 'קלט לא תקין',
  'error.limit_exceeded': 'חריגה ממגבלה',
  'error.not_computable': 'לא ניתן לחישוב',
  'error.other': 'שגיאה',
} satisfies Catalog;

export default he;
