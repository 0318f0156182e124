import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { test } from './test.ts';

/** The fake camera's picture: VGA, as a phone's back camera delivers it to a web page. */
const width = 640;
const height = 480;

/**
 * A browser whose camera films a file: Chromium's fake capture device plays a Y4M video in a loop
 * and grants the camera without asking. The file is written by the test (`showToCamera`) before
 * the page opens the camera, which is when Chromium reads it.
 */
export const cameraTest = test.extend<
  { showToCamera: (code: Locator) => Promise<void> },
  {
    cameraFile: string;
  }
>({
  cameraFile: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from its first parameter.
    async ({}, use) => {
      const folder = mkdtempSync(path.join(os.tmpdir(), 'door-camera-'));
      await use(path.join(folder, 'camera.y4m'));
      rmSync(folder, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({ launchOptions, cameraFile }, use) => {
      await use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          '--use-fake-device-for-media-stream',
          '--use-fake-ui-for-media-stream',
          `--use-file-for-fake-video-capture=${cameraFile}`,
        ],
      });
    },
    { scope: 'worker' },
  ],
  showToCamera: async ({ cameraFile }, use) => {
    await use(async (code) => {
      writeFileSync(cameraFile, y4mFrame(await pictureOf(code)));
    });
  },
});

/**
 * The QR code as the ticket page draws it (its SVG, rasterised by the browser), in grey levels,
 * held up in the middle of the camera's picture on white.
 */
async function pictureOf(code: Locator): Promise<number[]> {
  return code.evaluate(
    async (svg, frame) => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
        new XMLSerializer().serializeToString(svg),
      )}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = frame.width;
      canvas.height = frame.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      context.fillStyle = '#fff';
      context.fillRect(0, 0, frame.width, frame.height);
      const side = Math.round(frame.height * 0.9);
      context.drawImage(image, (frame.width - side) / 2, (frame.height - side) / 2, side, side);
      // Black on white, so each pixel's red is its grey level.
      const rgba = context.getImageData(0, 0, frame.width, frame.height).data;
      return Array.from(rgba.filter((_, index) => index % 4 === 0));
    },
    { width, height },
  );
}

/**
 * One frame of a Y4M video, which Chromium's fake camera plays (and loops): the header, then the
 * frame's luma plane and its two chroma planes at a quarter size, grey (128) for no colour.
 */
function y4mFrame(grey: number[]): Buffer {
  const header = `YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  return Buffer.concat([Buffer.from(header, 'ascii'), Buffer.from(grey), chroma]);
}
