import { describe, expect, it } from 'vitest';
import { fingerTiffPaths } from '../../../../src/core/files/fingerTiffPaths';

describe('fingerTiffPaths (spec 2.6)', () => {
  it('replaces the log folder by img and the extension by .tiff, plus the -mask variant', () => {
    expect(fingerTiffPaths('finger/2026/11/u/log/finger_1.jpeg')).toEqual({
      tiff: 'finger/2026/11/u/img/finger_1.tiff',
      mask: 'finger/2026/11/u/img/finger_1-mask.tiff',
    });
  });

  it('only the folder named log, the last one, and only the last extension', () => {
    expect(fingerTiffPaths('log/2026/log/catalog/log/a.b.png')).toEqual({
      tiff: 'log/2026/log/catalog/img/a.b.tiff',
      mask: 'log/2026/log/catalog/img/a.b-mask.tiff',
    });
    expect(fingerTiffPaths('finger/u/log/finger_2')).toEqual({
      tiff: 'finger/u/img/finger_2.tiff',
      mask: 'finger/u/img/finger_2-mask.tiff',
    });
  });

  it('an http(s) address keeps its origin, without query or fragment', () => {
    expect(fingerTiffPaths('https://cdn.example.com/f/log/finger_1.jpeg?sig=x#y')).toEqual({
      tiff: 'https://cdn.example.com/f/img/finger_1.tiff',
      mask: 'https://cdn.example.com/f/img/finger_1-mask.tiff',
    });
  });

  it('null without a log folder or for a value that is no file', () => {
    expect(fingerTiffPaths('finger/2026/11/u/finger_1.jpeg')).toBeNull();
    expect(fingerTiffPaths('finger/logs/finger_1.jpeg')).toBeNull();
    expect(fingerTiffPaths('javascript:alert(1)')).toBeNull();
    expect(fingerTiffPaths('finger/../log/x.jpeg')).toBeNull();
    expect(fingerTiffPaths(undefined)).toBeNull();
  });
});
