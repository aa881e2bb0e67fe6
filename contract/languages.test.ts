import { describe, expect, it } from 'vitest';

import {
  carriesOnlyChoiceCookies,
  languageOfCookie,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
} from './languages';

describe('paths in two languages', () => {
  it('reads /ml and what is under /ml/ as Malayalam, everything else as English', () => {
    expect(languageOfPath('/ml')).toBe('ml');
    expect(languageOfPath('/ml/')).toBe('ml');
    expect(languageOfPath('/ml/property/42')).toBe('ml');
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/mlx')).toBe('en');
    expect(languageOfPath('/property-listing')).toBe('en');
  });

  it('puts a path with its query and hash in either language, and back', () => {
    expect(pathInLanguage('/', 'ml')).toBe('/ml/');
    expect(pathInLanguage('/?type=rent', 'ml')).toBe('/ml/?type=rent');
    expect(pathInLanguage('/property-listing?type=rent&page=2', 'ml')).toBe(
      '/ml/property-listing?type=rent&page=2',
    );
    expect(pathInLanguage('/about#services', 'ml')).toBe('/ml/about#services');
    expect(pathInLanguage('/ml/contact', 'ml')).toBe('/ml/contact');
    expect(pathInLanguage('/ml/contact?x=1', 'en')).toBe('/contact?x=1');
    expect(pathInLanguage('/contact', 'en')).toBe('/contact');
    expect(pathWithoutLanguage('/ml')).toBe('/');
    expect(pathWithoutLanguage('/ml?type=buy')).toBe('/?type=buy');
    expect(pathWithoutLanguage('/ml/')).toBe('/');
    expect(pathWithoutLanguage('/mlx/a')).toBe('/mlx/a');
    // A request path is never turned into a link to another host.
    expect(pathInLanguage('//evil.example/x', 'ml')).toBe('/ml/evil.example/x');
    expect(pathInLanguage('/\\evil.example', 'en')).toBe('/evil.example');
  });
});

describe('the language cookie', () => {
  it('reads the choice among other cookies, and ignores anything not a language', () => {
    expect(languageOfCookie('veedu_lang=ml')).toBe('ml');
    expect(languageOfCookie('a=1; veedu_lang=en; b=2')).toBe('en');
    expect(languageOfCookie('veedu_lang=fr')).toBeUndefined();
    expect(languageOfCookie('xveedu_lang=ml')).toBeUndefined();
    expect(languageOfCookie(undefined)).toBeUndefined();
  });

  it('tells a header with only the choice from one that carries anything else', () => {
    expect(carriesOnlyChoiceCookies('veedu_lang=ml')).toBe(true);
    expect(carriesOnlyChoiceCookies(' veedu_lang=en ;')).toBe(true);
    expect(carriesOnlyChoiceCookies('veedu_lang=ml; sessionid=abc')).toBe(false);
    expect(carriesOnlyChoiceCookies('sessionid')).toBe(false);
  });
});
