import { describe, expect, it } from 'vitest';
import { allowedContexts, maskAllowedContext } from './allowed-context';
import { findSteering, screenText } from './fair-housing-screen';
import { normaliseForScreen, originalSpan } from './normalise';
import { screenClasses } from './patterns/screen-patterns';

describe('reading a text as the screen does', () => {
  it.each([
    ['Bl@ck Neighborhood', 'black neighborhood'],
    ['MUSL1M area', 'muslim area'],
    ['h1$p@n1c families', 'hispanic families'],
    ['m0sl3m', 'moslem'],
    ['j3w1sh', 'jewish'],
    ['b l a c k and w.h.i.t.e', 'black and white'],
    ['whiiite', 'white'],
    ['wh\u200bite', 'white'],
    ['wh\u0456te', 'white'],
    ['ＷＨＩＴＥ', 'white'],
    ['Jéwish café', 'jewish cafe'],
    ['don’t   want  “kids”', 'don\'t want "kids"'],
    ['  spaced\tout\n text  ', 'spaced out text'],
    ['3 bed 2 bath under $400k', '3 bed 2 bath under $400k'],
    ['1st floor, 4th st, i-40', '1st floor, 4th st, i-40'],
  ])('reads "%s" as "%s"', (text, expected) => {
    expect(normaliseForScreen(text).text).toBe(expected);
  });

  it('remembers where each character came from', () => {
    const original = 'A  Bl@ck  ﬁeld';
    const normalised = normaliseForScreen(original);
    expect(normalised.text).toBe('a black field');
    const start = normalised.text.indexOf('black');
    expect(originalSpan(normalised, original, start, start + 'black'.length)).toEqual({
      index: 3,
      phrase: 'Bl@ck',
    });
    const fi = normalised.text.indexOf('fi');
    expect(originalSpan(normalised, original, fi, fi + 2).phrase).toBe('ﬁ');
  });
});

describe('what the screen reports', () => {
  it('says ok for an ordinary search and for nothing at all', () => {
    expect(screenText('3 bed under 400k in Raleigh')).toEqual({ ok: true });
    expect(screenText('')).toEqual({ ok: true });
  });

  it('reports the class, the phrase in the original words and its offset', () => {
    const text = 'Hi! Three beds please. No Section 8 neighbors, ok?';
    expect(screenText(text)).toEqual({
      ok: false,
      class: 'source-of-income',
      phrase: 'No Section 8 neighbors',
      index: text.indexOf('No Section 8'),
    });
  });

  it('reports the original characters of a disguised phrase, with UTF-16 offsets', () => {
    const text = '🏡🏡 a  Bl@ck   neighborhood';
    const verdict = screenText(text);
    expect(verdict).toEqual({
      ok: false,
      class: 'race-color',
      phrase: 'Bl@ck   neighborhood',
      index: text.indexOf('Bl@ck'),
    });
  });

  it('reports the first steering phrase when there are several', () => {
    const found = findSteering('Lots of retirees, and no Section 8 please');
    expect(found?.class).toBe('age');
    expect(found?.phrase).toBe('Lots of retirees');
  });

  it('still finds steering next to an allowed look-alike', () => {
    expect(screenText('We have two kids and want a neighborhood with no Muslims')).toMatchObject({
      ok: false,
      class: 'religion',
      phrase: 'no Muslims',
    });
    expect(screenText('A white kitchen in a white neighborhood')).toMatchObject({
      ok: false,
      class: 'race-color',
      phrase: 'white neighborhood',
    });
  });

  it('gives the same answer whatever was screened before', () => {
    const text = 'near elementary schools';
    const first = screenText(text);
    screenText('no kids on the street');
    expect(screenText(text)).toEqual(first);
    expect(first).toEqual({ ok: true });
  });
});

describe('the lines it draws', () => {
  it.each([
    ['we have no kids, so two bedrooms is plenty', 'a street with no kids'],
    ['a kid-friendly backyard', 'a kid-friendly neighborhood'],
    ['this home is great for kids', 'this neighborhood is great for kids'],
    ['I would like to be near a mosque', 'I want to be away from the mosque'],
    ['show me 55+ communities', 'an adults only community'],
    ['a white kitchen with black granite counters', 'a white neighborhood'],
    ['any listings on Indian Trail Rd?', 'an Indian neighborhood'],
    ['I use a wheelchair, does it have a ramp?', 'not suitable for someone in a wheelchair'],
    ['see section 8 of the purchase agreement', 'no Section 8 tenants nearby'],
    ['the Jewish Community Center is 2 miles away', 'a largely Jewish community'],
    ["I'm a single mom looking for 3 beds", 'not many single moms on the street'],
    ["I'm using a VA loan", 'lots of military families on the street'],
    ['an up-and-coming area', 'nothing too urban'],
    ['near good schools', 'good demographics'],
    ['low crime and a quiet street', 'quiet, no kids'],
    ['the Brown family built this house', 'a Black family lives next door'],
  ])('allows "%s" and redirects "%s"', (allowed, redirected) => {
    expect(screenText(allowed)).toEqual({ ok: true });
    expect(screenText(redirected).ok).toBe(false);
  });
});

describe('the patterns', () => {
  it('each report one class, that of their lexicon, under a unique name', () => {
    const all = screenClasses.flatMap((compiled) => [...compiled.framed, ...compiled.coded]);
    for (const compiled of screenClasses) {
      for (const pattern of [...compiled.framed, ...compiled.coded]) {
        expect(pattern.class).toBe(compiled.class);
        expect(pattern.name.startsWith(`${compiled.class}/`)).toBe(true);
      }
    }
    const names = all.map((pattern) => pattern.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('blank out allowed look-alikes without moving anything', () => {
    const text = normaliseForScreen('The family room faces Indian Trail Rd').text;
    const masked = maskAllowedContext(text);
    expect(masked).toHaveLength(text.length);
    expect(masked).not.toContain('family');
    expect(masked).not.toContain('indian');
    expect(allowedContexts.every((context) => context.regex.global)).toBe(true);
  });
});
