import path from 'node:path';

/*
 * The web app's import zones (DESIGN §6; bulletproof-react's one-way imports): a feature imports
 * the shared layers (components/, lib/, @groupgift/domain) and its own folder, never another
 * feature nor the route layer (app/); components/ and lib/ import neither features/ nor app/. Only
 * app/ composes features.
 *
 * A local rule rather than `no-restricted-imports` patterns: those match the specifier as written,
 * so '../organiser/' would mean payment's own organiser/ folder from one file and the organiser
 * feature from another, and they do not see import(), which is how every screen is loaded. This
 * rule resolves each relative specifier against the importing file and judges the folder it lands in.
 */

const MOCKING = new Set(['mock', 'doMock', 'importActual', 'importMock']);

/** Which zone a path under the source root is in: `features/<name>`, `components`, `lib`, `app` … */
function zoneOf(relative) {
  const [top, name] = relative.split(path.sep);
  if (top === 'features' && name) return `features/${name}`;
  return top ?? '';
}

function refusal(from, to) {
  if (from.startsWith('features/') && to.startsWith('features/') && from !== to) return 'crossFeature';
  if (from.startsWith('features/') && to === 'app') return 'featureReachesUp';
  if ((from === 'components' || from === 'lib') && (to.startsWith('features/') || to === 'app')) return 'sharedReachesUp';
  return null;
}

export const importZones = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep features apart and shared layers below them (apps/web/README.md).' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'], additionalProperties: false }],
    messages: {
      crossFeature:
        '{{from}} may not import from {{to}}: features import only components/, lib/, @groupgift/domain and their own folder. Move shared code to components/ or lib/, or compose the two in app/.',
      featureReachesUp: '{{from}} may not import from app/: the route layer composes features, not the other way round. Take what app/ decides as a prop.',
      sharedReachesUp: '{{from}}/ is a shared layer and may not import from {{to}}: shared code must not depend on a feature or the route layer.',
    },
  },
  create(context) {
    const root = path.resolve(context.options[0].root);
    const file = context.physicalFilename;
    const fromRelative = path.relative(root, file);
    if (fromRelative.startsWith('..') || path.isAbsolute(fromRelative)) return {};
    const from = zoneOf(fromRelative);

    function check(node) {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string' || !node.value.startsWith('.')) return;
      const toRelative = path.relative(root, path.resolve(path.dirname(file), node.value));
      if (toRelative.startsWith('..') || path.isAbsolute(toRelative)) return;
      const to = zoneOf(toRelative);
      const messageId = refusal(from, to);
      if (messageId) context.report({ node, messageId, data: { from, to } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // `import('…').Type` in a type position.
      TSImportType: (node) => check(node.argument?.literal ?? node.argument),
      // vi.mock('…') and friends name a module too.
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'vi' && MOCKING.has(callee.property.name)) {
          check(node.arguments[0]);
        }
      },
    };
  },
};
