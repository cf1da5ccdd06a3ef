import { createServer, type Plugin, type Rollup } from 'vite';
import { FIRST_SCREEN_BOOT_SCRIPT, FIRST_SCREEN_QUERIES_ID, START_CHUNKS_ID } from '../src/shared/first-screen-boot';

const RENDER_MODULE = '/src/ui/first-screen/render.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';
/** The boot script goes just before the title: after the charset and the policy, before any stylesheet. */
const TITLE = '<title>';

/**
 * Renders the app's first screen at build time (React's server renderer, in Node, through a
 * Vite server in middleware mode so the app's own modules, CSS imports and aliases load as they
 * do in the browser) into the built index.html, with the inline script that says, before the
 * first paint, whether this visit shows that screen (src/shared/first-screen-boot.ts).
 * Nothing is rendered at run time on any server: the page is static.
 */
export function firstScreenPlugin(configFile: string): Plugin {
  return {
    name: 'exactly:first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: async (html, context) => {
        for (const needed of [ROOT_ELEMENT, TITLE])
          if (!html.includes(needed)) throw new Error(`index.html has no ${needed} for the first screen`);
        const server = await createServer({
          configFile,
          configLoader: 'runner',
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const { renderFirstScreen } = (await server.ssrLoadModule(RENDER_MODULE)) as {
            renderFirstScreen: () => Promise<{ html: string; queries: unknown }>;
          };
          const screen = await renderFirstScreen();
          // Data, not script (never run, so the policy has nothing to allow); `<` escaped so no text in it can end the element.
          const queries = JSON.stringify(screen.queries).replace(/</g, '\\u003c');
          const later =
            context.bundle === undefined
              ? []
              : startChunks(context.bundle)
                  .filter((file) => !html.includes(`/${file}"`))
                  .map((file) => `/${file}`);
          return html
            .replace(TITLE, () => `<script>${FIRST_SCREEN_BOOT_SCRIPT}</script>\n    ${TITLE}`)
            .replace(
              '</head>',
              () => `  <script type="application/json" id="${START_CHUNKS_ID}">${JSON.stringify(later)}</script>\n  </head>`,
            )
            .replace(
              ROOT_ELEMENT,
              () =>
                `<div id="root">${screen.html}</div>\n    <script type="application/json" id="${FIRST_SCREEN_QUERIES_ID}">${queries}</script>`,
            );
        } finally {
          await server.close();
        }
      },
    },
  };
}

/**
 * The chunks the entry imports once the first screen is painted (React, then the app: see
 * src/main.tsx), with everything they import: listed in the page, for the entry to fetch all at once
 * after the first paint. Fetched while the page is parsed (modulepreload in the head), they took the
 * network from the page's own paint: Lighthouse's simulated slow 4G counted about 150 kB of script
 * before the first contentful paint.
 */
function startChunks(bundle: Rollup.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const add = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) add(imported);
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) for (const file of entry.dynamicImports) add(file);
  return [...files];
}
