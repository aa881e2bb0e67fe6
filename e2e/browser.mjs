// Which Chromium the browser tests drive (decision 034), in one place for the config, the specs
// that need the full browser, the web benchmark (bench/web.ts, Lighthouse: the full one) and
// scripts/ensure-chromium.mjs, which installs both. Plain JavaScript, so that script runs in Node
// as it is.

/** Debian's headless shell (package chromium-headless-shell): the default for every spec. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Debian's full Chromium (package chromium), for what the headless shell does differently. */
export const FULL_CHROMIUM = '/usr/bin/chromium';

/** The flags of docs/design.md section 1. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
