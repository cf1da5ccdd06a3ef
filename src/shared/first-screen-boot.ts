/**
 * index.html holds the first screen as the build rendered it (src/ui/first-screen/render.tsx): the Working tab
 * with its example, in English, as a first visit sees it. The inline script below runs before
 * the first paint and says whether that is what this visit will show. When it is not (another
 * tab in the address, Hebrew, saved work or anything else kept from an earlier visit, storage
 * refused), the built screen stays hidden (styles.css) and the app renders its own in its place
 * (src/main.tsx), as it did before there was a built one: a screen that is painted and then
 * replaced would move under the reader's eyes. Kept tiny and free of imports at run time: it
 * is inline, allowed by its hash in the Content-Security-Policy (src/cli/http/csp.ts).
 */
// Here, below both the app and the command: `exactly serve` serves the app with the same policy
// (src/cli/http/csp.ts, through ./first-screen-boot-hash.ts), and the command takes nothing from
// the app. No imports, so the command's build reads this file alone. The values are the app's
// own; src/ui/first-screen/boot-script.test.ts holds them to it.
/** The app's languages (i18n/language.ts LANGUAGES) and the one the build renders in (DEFAULT_LANGUAGE). */
export const BOOT_LANGUAGES = ['en', 'he'] as const;
export const BOOT_DEFAULT_LANGUAGE = 'en';
/** Every name the app keeps anything under starts so (persistence/keys.ts APP_KEY_PREFIX). */
export const BOOT_KEY_PREFIX = 'exactly:';
/** The landing tab's address (tabs.ts hashOf(DEFAULT_TAB)). */
export const BOOT_LANDING_HASH = '#/working';

/** Set on <html> by the script: `built` (take over the built screen) or `client` (render anew). */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

export type FirstScreen = 'built' | 'client';

/** The element holding the built screen's answers (JSON data, never run), for the page to start from. */
export const FIRST_SCREEN_QUERIES_ID = 'first-screen-queries';

/**
 * The element listing the chunks the entry loads once the first screen is painted (JSON data: an
 * array of paths). The entry asks for them all at once after that paint, not while the page is
 * parsed, so they do not share the network with the page's own paint.
 */
export const START_CHUNKS_ID = 'start-chunks';

/**
 * The script's text. The language rule is pickLanguage's (src/ui/i18n/language.ts) for a visit
 * with nothing stored: the first of the browser's languages the app has decides.
 */
// Pure, so a module that takes only an id from this file (the entry, src/main.tsx) carries no copy of the script.
export const FIRST_SCREEN_BOOT_SCRIPT = /* @__PURE__ */ [
  '(function(){var built=false;try{',
  `var h=location.hash;built=h===""||h==="#"||h==="#/"||h===${JSON.stringify(BOOT_LANDING_HASH)};`,
  `var s=localStorage;for(var i=0;built&&i<s.length;i++)if(String(s.key(i)).indexOf(${JSON.stringify(BOOT_KEY_PREFIX)})===0)built=false;`,
  `var known=${JSON.stringify(BOOT_LANGUAGES)},l=navigator.languages||[navigator.language];`,
  'for(var j=0;built&&j<l.length;j++){var p=String(l[j]).trim().toLowerCase().split(/[-_]/)[0];if(p==="iw")p="he";',
  `if(known.indexOf(p)>=0){built=p===${JSON.stringify(BOOT_DEFAULT_LANGUAGE)};break}}`,
  `}catch(e){built=false}document.documentElement.setAttribute(${JSON.stringify(FIRST_SCREEN_ATTRIBUTE)},built?"built":"client")})()`,
].join('');
