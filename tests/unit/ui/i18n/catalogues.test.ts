import { describe, expect, it } from 'vitest';
import { deskEn } from '@/desk/i18n/en';
import { deskPtPT } from '@/desk/i18n/pt-PT';
import { en } from '@/ui/i18n/catalogues/en';
import { ptPT } from '@/ui/i18n/catalogues/pt-PT';

// Every catalogue says everything English says: the same keys (no missing, no extra), the same
// interpolation variables in each text, and the plural forms its language needs. The app's
// catalogues and the desk's own namespace (src/desk/i18n) alike.

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') texts.set(path, value);
    else for (const [inner, text] of flatten(value, path)) texts.set(inner, text);
  }
  return texts;
}

const variables = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]).sort();

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const SETS = [
  { set: 'app', english: flatten(en), catalogues: { 'pt-PT': flatten(ptPT) } },
  { set: 'desk', english: flatten(deskEn), catalogues: { 'pt-PT': flatten(deskPtPT) } },
];

describe.each(
  SETS.flatMap(({ set, english, catalogues }) =>
    Object.entries(catalogues).map(([language, texts]) => ({ set, language, texts, english })),
  ),
)('the $set $language catalogue', ({ language, texts, english }) => {
  it('has exactly the English keys', () => {
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('uses the same interpolation variables in every text', () => {
    for (const [key, text] of english) {
      expect(variables(texts.get(key) ?? ''), key).toEqual(variables(text));
    }
  });

  it('has no empty text', () => {
    for (const [key, text] of texts) expect(text.trim(), key).not.toBe('');
  });

  it("has the plural forms of its language's rules for every counted text", () => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const counted = new Set(
      [...texts.keys()]
        .filter((k) => PLURAL_SUFFIX.test(k))
        .map((k) => k.replace(PLURAL_SUFFIX, '')),
    );
    expect(counted.size).toBeGreaterThan(0);
    for (const base of counted) {
      for (const category of categories) expect(texts.has(`${base}_${category}`), base).toBe(true);
    }
  });
});

describe.each(SETS)('the $set English catalogue', ({ english }) => {
  it("has English's plural forms for every counted text", () => {
    for (const key of english.keys()) {
      if (!key.endsWith('_other')) continue;
      expect(english.has(key.replace(/_other$/, '_one')), key).toBe(true);
    }
  });
});
