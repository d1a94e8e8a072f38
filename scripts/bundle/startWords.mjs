// The sign-in page carries only the start's English words (src/ui/i18n/catalogues/enStart.ts);
// the signed-in screens' (enSignedIn.ts) come with their chunk (src/ui/i18n/signedInTexts.ts).
// A screen of the first chunk that names a signed-in key would show the key itself until that
// chunk ran: this finds such keys in the built code of what /login loads, where the minifier
// keeps them as string literals ("orders.title").
import { readFileSync } from 'node:fs';

const SIGNED_IN_CATALOGUE = 'src/ui/i18n/catalogues/enSignedIn.ts';

/** The top-level sections of the signed-in words ("orders", "sync", …). */
export function signedInSections(source = readFileSync(SIGNED_IN_CATALOGUE, 'utf8')) {
  return [...source.matchAll(/^ {2}([A-Za-z]+): \{$/gm)].map((match) => match[1]);
}

/**
 * Problems for each signed-in key named in `files` ([file, code] pairs): a quoted
 * "section.key" whose section is one of the signed-in words'.
 */
export function signedInWordsProblems(files, sections = signedInSections()) {
  if (sections.length === 0) return [`no sections found in ${SIGNED_IN_CATALOGUE}.`];
  const key = new RegExp(`[\`'"]((?:${sections.join('|')})\\.[A-Za-z][\\w.]*)[\`'"]`, 'g');
  const problems = [];
  for (const [file, code] of files) {
    const named = [...new Set([...code.matchAll(key)].map((match) => match[1]))];
    if (named.length > 0) {
      problems.push(
        `${file}, loaded by /login, names words of the signed-in screens (${named.slice(0, 5).join(', ')}): ` +
          'they come with the signed-in chunk (src/ui/i18n/signedInTexts.ts); move them to enStart.ts or the code to that chunk.',
      );
    }
  }
  return problems;
}
