import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

// Linting a snippet as if it were the named file with the project's eslint.config.js, for the
// layer zone tests (layers.test.ts, layersOutsideApp.test.ts).

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });

export async function messagesOf(
  ruleId: string,
  filePath: string,
  code: string,
): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result.messages
    .filter((message) => message.ruleId === ruleId)
    .map((message) => message.message);
}

export const restrictedImports = (filePath: string, code: string) =>
  messagesOf('no-restricted-imports', filePath, code);

export const use = (names: string) => `\nconsole.log(${names});\n`;
