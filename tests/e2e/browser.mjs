// Launches Debian's Chromium (or CHROME_PATH) through playwright-core: never a downloaded browser.
import { chromium } from 'playwright-core';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(Boolean);

export async function launch() {
  const executablePath = candidates.find((p) => existsSync(p));
  if (!executablePath) throw new Error('No Chromium found: install Debian\'s chromium or set CHROME_PATH');
  return chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
