import { describe, expect, it } from 'vitest';
import { classifyFileValue, fileHref, fileName } from '../../../../src/core/files/storedFileUrl';

describe('classifyFileValue', () => {
  it('stored paths: relative, / separated', () => {
    expect(classifyFileValue('liveness/2026/11/4b1c/video.mp4')).toEqual({
      kind: 'stored',
      path: 'liveness/2026/11/4b1c/video.mp4',
    });
    expect(classifyFileValue('finger/2026/11/u/log/finger_1.jpeg')).toEqual({
      kind: 'stored',
      path: 'finger/2026/11/u/log/finger_1.jpeg',
    });
    expect(classifyFileValue('  log.txt ')).toEqual({ kind: 'stored', path: 'log.txt' });
  });

  it('http(s) addresses are kept', () => {
    expect(classifyFileValue('https://cdn.example.com/a/v.mp4')).toEqual({
      kind: 'http',
      url: 'https://cdn.example.com/a/v.mp4',
    });
    expect(classifyFileValue('HTTP://cdn.example.com/x?sig=1')).toEqual({
      kind: 'http',
      url: 'http://cdn.example.com/x?sig=1',
    });
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: with spaces and case', ' JavaScript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['file:', 'file:///etc/passwd'],
    ['a Windows drive', 'C:/x/y.txt'],
    ['..', 'liveness/../../etc/passwd'],
    ['.', 'liveness/./x'],
    ['leading /', '/etc/passwd'],
    ['protocol-relative', '//evil.example.com/x'],
    ['empty segment', 'liveness//x'],
    ['trailing /', 'liveness/x/'],
    ['backslash', 'liveness\\..\\x'],
    ['control character', 'liveness/x\n.mp4'],
    ['empty', ''],
    ['blank', '   '],
    ['not a string', 42],
    ['null', null],
  ])('%s → null (plain text)', (_why, value) => {
    expect(classifyFileValue(value)).toBeNull();
  });
});

describe('fileHref', () => {
  const ctx = { apiBase: 'https://api.example.com/', ticket: 'a.b+c' };

  it('a stored path goes through /files/ with the ticket, each segment encoded', () => {
    expect(fileHref('liveness/2026/11/u/vídeo #1.mp4', ctx)).toBe(
      'https://api.example.com/files/liveness/2026/11/u/v%C3%ADdeo%20%231.mp4?ticket=a.b%2Bc',
    );
    expect(fileHref('finger/x/log/finger_1.jpeg', { apiBase: '', ticket: 'T' })).toBe(
      '/files/finger/x/log/finger_1.jpeg?ticket=T',
    );
  });

  it('no ticket: the bare address of a stored path; http(s) addresses need none', () => {
    expect(fileHref('liveness/x.mp4', { apiBase: '' })).toBe('/files/liveness/x.mp4');
    expect(fileHref('https://cdn.example.com/v.mp4', { apiBase: '' })).toBe('https://cdn.example.com/v.mp4');
  });

  it('never a link for anything else', () => {
    expect(fileHref('javascript:alert(1)', ctx)).toBeNull();
    expect(fileHref('../secret', ctx)).toBeNull();
  });
});

describe('fileName', () => {
  it('is the last path segment', () => {
    expect(fileName('finger/2026/11/u/log/finger_1.jpeg')).toBe('finger_1.jpeg');
    expect(fileName('https://cdn.example.com/a/v%C3%ADdeo.mp4?x=1#t')).toBe('vídeo.mp4');
    expect(fileName('log.txt')).toBe('log.txt');
    expect(fileName(null)).toBe('');
  });
});
