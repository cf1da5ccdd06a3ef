import { createServer, type Plugin } from 'vite';
import { FIRST_SCREEN_BOOT_SCRIPT } from '../src/ui/first-screen/boot-script';

const RENDER_MODULE = '/src/ui/first-screen/render.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';
/** The boot script goes just before the title: after the charset and the policy, before any stylesheet. */
const TITLE = '<title>';

/**
 * Renders the app's first screen at build time (React's server renderer, in Node, through a
 * Vite server in middleware mode so the app's own modules, CSS imports and aliases load as they
 * do in the browser) into the built index.html, with the inline script that says, before the
 * first paint, whether this visit shows that screen (src/ui/first-screen/boot-script.ts).
 * Nothing is rendered at run time on any server: the page is static.
 */
export function firstScreenPlugin(configFile: string): Plugin {
  return {
    name: 'exactly:first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: async (html) => {
        for (const needed of [ROOT_ELEMENT, TITLE]) if (!html.includes(needed)) throw new Error(`index.html has no ${needed} for the first screen`);
        const server = await createServer({
          configFile,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const { renderFirstScreen } = (await server.ssrLoadModule(RENDER_MODULE)) as { renderFirstScreen: () => string };
          const screen = renderFirstScreen();
          return html
            .replace(TITLE, () => `<script>${FIRST_SCREEN_BOOT_SCRIPT}</script>\n    ${TITLE}`)
            .replace(ROOT_ELEMENT, () => `<div id="root">${screen}</div>`);
        } finally {
          await server.close();
        }
      },
    },
  };
}
