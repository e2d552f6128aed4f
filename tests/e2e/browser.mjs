// Launches Debian's Chromium (or CHROME_PATH) through playwright-core: never a downloaded browser.
import { chromium } from 'playwright-core';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(Boolean);

/** `fakeMic`: a fake microphone that grants itself (a tone), for recording tests. */
export async function launch({ fakeMic = false } = {}) {
  const executablePath = candidates.find((p) => existsSync(p));
  if (!executablePath) throw new Error('No Chromium found: install Debian\'s chromium or set CHROME_PATH');
  return chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      ...(fakeMic ? ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] : [])],
  });
}
