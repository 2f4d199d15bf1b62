/**
 * Draws the fixture shop's preview video (a 2 s silent WebM/VP8 clip, 320×320) with
 * Chromium's own encoder — a canvas recorded by MediaRecorder — since the machine has
 * no video tools. Run once; the output is committed beside the generated images:
 *   npx tsx scripts/make-preview-video.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { UPLOADS_DIR } from '../server/fixtures.ts';
import { launchChromium } from './lib/chromium.ts';

const OUT = join(UPLOADS_DIR, 'presets', 'film-emulation-collection-preview.webm');
const SECONDS = 2;

const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.setContent('<canvas width="320" height="320"></canvas>');
  // Plain source, not a function: tsx would wrap named inner functions in a helper the page lacks.
  const base64 = await page.evaluate<string>(`(async () => {
    const seconds = ${SECONDS};
    const canvas = document.querySelector('canvas');
    const context = canvas.getContext('2d');
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 150000 });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const start = performance.now();
    await new Promise((resolve) => {
      const frame = () => {
        const t = (performance.now() - start) / 1000;
        context.fillStyle = 'hsl(' + Math.round(20 + t * 90) + ' 55% 32%)';
        context.fillRect(0, 0, 320, 320);
        context.fillStyle = '#fff';
        context.textAlign = 'center';
        context.font = '64px Georgia, serif';
        context.fillText('FE', 160, 150 + Math.sin(t * Math.PI) * 30);
        context.font = '24px sans-serif';
        context.fillText(Math.min(t, seconds).toFixed(1) + ' s', 160, 260);
        if (t < seconds) requestAnimationFrame(frame);
        else resolve();
      };
      frame();
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  })()`);
  writeFileSync(OUT, Buffer.from(base64, 'base64'));
  console.log(`Wrote ${OUT} (${Buffer.from(base64, 'base64').length} bytes).`);
} finally {
  await browser.close();
}
