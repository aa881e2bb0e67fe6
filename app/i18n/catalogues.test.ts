import { describe, expect, it } from 'vitest';

import { en } from './en';
import { ml } from './ml';

/** Every leaf of a catalogue with its path: 'site.nav.home' -> 'Home'. */
function leaves(value: unknown, path = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (typeof value === 'string' || typeof value === 'function') {
    found.set(path, value);
    return found;
  }
  if (Array.isArray(value)) {
    found.set(`${path}.length`, value.length);
    value.forEach((item, index) => {
      for (const [key, leaf] of leaves(item, `${path}[${index}]`)) found.set(key, leaf);
    });
    return found;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      for (const [leafPath, leaf] of leaves(item, path ? `${path}.${key}` : key)) {
        found.set(leafPath, leaf);
      }
    }
  }
  return found;
}

const MALAYALAM_SCRIPT = /[\u0D00-\u0D7F]/;
const LATIN_WORD = /[A-Za-z]{3,}/;

/**
 * Texts that are the same in both languages on purpose: paths, and names that are not translated
 * (brands, the property types a back office may add). Keep it short.
 */
const SAME_IN_BOTH = (path: string) => /(^|\.)to$/.test(path);

describe('the catalogues', () => {
  const english = leaves(en);
  const malayalam = leaves(ml);

  it('have the same keys, lists of the same length, and texts where functions are', () => {
    expect([...malayalam.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, value] of english) {
      expect(typeof malayalam.get(path), path).toBe(typeof value);
      if (path.endsWith('.length')) expect(malayalam.get(path), path).toBe(value);
    }
  });

  it('leave no Malayalam text empty or in English by mistake', () => {
    for (const [path, value] of malayalam) {
      if (typeof value !== 'string' || SAME_IN_BOTH(path)) continue;
      expect(value.trim(), path).not.toBe('');
      // Text in Malayalam script, or text with no English words in it (a number, a sign).
      const isMalayalam = MALAYALAM_SCRIPT.test(value) || !LATIN_WORD.test(value);
      expect(isMalayalam, `${path}: ${value}`).toBe(true);
    }
  });

  it('give text from every function for sample values, in Malayalam script where English has words', () => {
    for (const [path, value] of malayalam) {
      if (typeof value !== 'function') continue;
      const sample = Array.from({ length: value.length }, (_, index) =>
        index === 0 ? 3 : 'Veedu',
      );
      const text: unknown = (value as (...args: unknown[]) => unknown)(...sample);
      if (typeof text !== 'string') continue;
      expect(text.trim(), path).not.toBe('');
      const englishText: unknown = (english.get(path) as (...args: unknown[]) => unknown)(
        ...sample,
      );
      if (typeof englishText === 'string' && englishText !== text) {
        expect(
          MALAYALAM_SCRIPT.test(text) || !LATIN_WORD.test(text.replaceAll('Veedu', '')),
          path,
        ).toBe(true);
      }
    }
  });
});
