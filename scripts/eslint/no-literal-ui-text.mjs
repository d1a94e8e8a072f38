// ESLint rule "dispatch/no-literal-ui-text" (docs/i18n.md#no-literals): user-facing words in a
// component come from the catalogues (t('…')), never from a literal. Reported: JSX text with a
// letter in it, and a string or template literal with a letter given as a JSX child
// (`{busy ? 'Saving…' : 'Save'}`) or to a prop people read or hear (aria-label, title, alt,
// placeholder…). Symbols without letters ("×", "·", "→") pass, as do class names, keys and
// any other prop. A data string in a constant (a file name) passes: name it.

/** Props whose value is read or heard by the dispatcher. */
const READ_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'placeholder',
  'title',
]);

const LETTER = /\p{L}/u;

function literalWithWords(node) {
  if (node.type === 'Literal') return typeof node.value === 'string' && LETTER.test(node.value);
  if (node.type === 'TemplateLiteral')
    return node.quasis.some((q) => LETTER.test(q.value.cooked ?? ''));
  return false;
}

/** The literals with words an expression may show: itself, or either branch of ?: / && / ??. */
function shownLiterals(node) {
  if (node.type === 'ConditionalExpression') {
    return [...shownLiterals(node.consequent), ...shownLiterals(node.alternate)];
  }
  if (node.type === 'LogicalExpression') return shownLiterals(node.right);
  return literalWithWords(node) ? [node] : [];
}

function isReadProp(attribute) {
  return attribute.type === 'JSXAttribute' && READ_PROPS.has(attribute.name.name);
}

export const noLiteralUiText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing words come from the i18n catalogues, not literals.' },
    schema: [],
    messages: {
      literal:
        'User-facing text "{{text}}" must come from the catalogues: t(\'…\') (docs/i18n.md).',
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        if (!isReadProp(node) || node.value === null) return;
        if (literalWithWords(node.value)) report(node.value, String(node.value.value));
      },
      JSXExpressionContainer(node) {
        const inChildren = node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment';
        if (!inChildren && !isReadProp(node.parent)) return;
        if (node.expression.type === 'JSXEmptyExpression') return;
        for (const literal of shownLiterals(node.expression)) {
          report(literal, context.sourceCode.getText(literal));
        }
      },
    };
  },
};

export const dispatchPlugin = { rules: { 'no-literal-ui-text': noLiteralUiText } };
