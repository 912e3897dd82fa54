import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFrameMeans } from '../../../server/media/readFrameMeans.js';
import { writeSyntheticFaceVideo } from '../../../server/media/writeSyntheticFaceVideo.js';

describe('readFrameMeans', () => {
  let dir: string;
  let video: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'frame-means-'));
    video = join(dir, 'face.mp4');
    await writeSyntheticFaceVideo(video, { bpm: 80, seconds: 2, fps: 25, width: 320, height: 240, seed: 9 });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("gives one sample per frame, timed by the video's frame rate, with skin colours", async () => {
    const { fps, samples } = await readFrameMeans(video);
    expect(fps).toBe(25);
    expect(samples).toHaveLength(50);
    expect(samples[1]!.t).toBeCloseTo(0.04, 9);
    expect(samples[49]!.t).toBeCloseTo(1.96, 9);
    for (const { r, g, b } of samples) {
      expect(r).toBeGreaterThan(g);
      expect(g).toBeGreaterThan(b - 15);
      expect(r).toBeGreaterThan(120);
    }
  });

  it('reads at most maxSeconds, at any measuring width', async () => {
    const { samples } = await readFrameMeans(video, { width: 64, maxSeconds: 1 });
    expect(samples).toHaveLength(25);
  });
});
