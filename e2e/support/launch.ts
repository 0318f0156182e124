import net from 'node:net';

/** A port nothing listens on now: chosen once in the runner, inherited by its workers. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/** Debian's Chromium, headless, as the bench and the README's screenshots run it. */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
};

/**
 * The journeys' browser: Debian's build of the same Chromium as its old headless shell, the one
 * Playwright itself runs headless tests in. It draws the same pages without the full browser's
 * machinery around them, for about a quarter less CPU on the suite's two cores
 * (docs/decisions.md).
 */
export const journeyLaunchOptions = {
  ...chromiumLaunchOptions,
  executablePath: '/usr/bin/chromium-headless-shell',
};
