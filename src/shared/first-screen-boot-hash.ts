/**
 * The Content-Security-Policy source that allows the first screen's inline boot script by its
 * hash ('sha256-…'). Node only (node:crypto): the command's server and the build's meta tag
 * (src/cli/http/csp.ts) use it; the app needs the script alone (./first-screen-boot.ts).
 */
import { createHash } from 'node:crypto';
import { FIRST_SCREEN_BOOT_SCRIPT } from './first-screen-boot';

export const FIRST_SCREEN_BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIRST_SCREEN_BOOT_SCRIPT).digest('base64')}'`;
