import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's headless Chromium as the e2e tests, the benchmark and the screenshots run it
 * (`CHROMIUM`, else /usr/bin/chromium). Without the background-networking flags Chromium keeps
 * calling Google's services, which a closed network refuses many times a second.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
