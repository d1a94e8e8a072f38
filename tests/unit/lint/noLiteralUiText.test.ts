// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The no-literal rule of eslint.config.js (docs/i18n.md#no-literals): fails on words written
// into a component, passes t('…'), symbols and non-user-facing props.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });

async function literalErrors(code: string, filePath = 'src/features/map/Example.tsx') {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result.messages
    .filter((message) => message.ruleId === 'dispatch/no-literal-ui-text')
    .map((message) => message.message);
}

const component = (jsx: string) =>
  `declare const t: (key: string) => string;\ndeclare const busy: boolean;\nexport const Example = () => ${jsx};\n`;

describe('no user-facing literal in a component', () => {
  it.each([
    ['JSX text', '<p>Map unavailable</p>'],
    ['accented JSX text', '<p>Entrar</p>'],
    ['a string child', "<p>{'Sign in'}</p>"],
    ['either branch of a condition', "<p>{busy ? t('a') : 'Sign in'}</p>"],
    ['the right of &&', "<p>{busy && 'Saving…'}</p>"],
    ['a template child', '<p>{`Order ${1}`}</p>'],
    ['an aria-label', '<button aria-label="Close" />'],
    ['a title in braces', "<span title={'Store'} />"],
    ['an alt', '<img alt="Dispatch" />'],
    ['a placeholder template', '<input placeholder={`Search ${1}`} />'],
  ])('fails on %s', async (_name, jsx) => {
    expect(await literalErrors(component(jsx))).toHaveLength(1);
  });

  it.each([
    ['t()', "<p>{t('login.signIn')}</p>"],
    ['symbols without letters', '<p>{busy ? "!" : "↻"} × · → ©</p>'],
    ['class names and other props', '<p className="notice notice--error" role="alert" id="x" />'],
    ['an empty alt', '<img alt="" />'],
    ['a named constant', '<code>{FILE}</code>'],
  ])('passes %s', async (_name, jsx) => {
    expect(await literalErrors(`declare const FILE: string;\n${component(jsx)}`)).toEqual([]);
  });

  it('does not look at .ts files or tests', async () => {
    const code = component('<p>Sign in</p>');
    expect(await literalErrors(code, 'src/features/map/example.ts')).toEqual([]);
    expect(await literalErrors(code, 'tests/components/example.test.tsx')).toEqual([]);
  });
});
