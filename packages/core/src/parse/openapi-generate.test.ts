import { describe, expect, it } from 'vitest';
import { nodesOf } from '../test-support/nodes.js';
import { outline, pagesOf, parseNav } from './test-support/helpers.js';
import { specs } from './test-support/specs.js';

describe('generation', () => {
  it('generates every operation, grouped by x-group ?? tag (untagged: "API Reference") in spec order, after listed pages', () => {
    const { model, diagnostics } = parseNav(
      { tabs: [{ tab: 'API', openapi: 'api.json', pages: ['overview'] }] },
      { specs },
    );
    expect(diagnostics).toEqual([]);
    expect(outline(model)).toBe(
      [
        'tab API',
        '  page /overview "Overview"',
        '  group Users',
        '    page /api-reference/users/list-users "List users"',
        '    page /api-reference/users/create-a-user "Create a user"',
        '    page /api-reference/users/get-users-id "GET /users/{id}"',
        '    page /api-reference/users/delete-user "Delete user" (hidden)',
        '  group API Reference',
        '    page /api-reference/health "Health"',
        '  group Money',
        '    page /api-reference/billing/invoices "Invoices"',
        '  group Webhooks',
        '    page /api-reference/webhooks/order-created "Order created"',
      ].join('\n'),
    );
  });

  it('generates inside a group as nested groups', () => {
    const { model } = parseNav({ groups: [{ group: 'Reference', openapi: 'other.json' }] }, { specs });
    expect(outline(model)).toBe(
      'group Reference\n  group Things\n    page /api-reference/things/list-things "List things"',
    );
    expect(
      nodesOf(model)
        .filter((n) => n.type === 'group')
        .map((g) => (g.type === 'group' ? g.depth : 0)),
    ).toEqual([1, 2]);
  });

  it('does not generate when an endpoint entry uses the spec', () => {
    const { model } = parseNav(
      { tabs: [{ tab: 'API', openapi: 'api.json', groups: [{ group: 'G', pages: ['GET /health'] }] }] },
      { specs },
    );
    expect(pagesOf(model)).toHaveLength(1);
  });

  it('generates from the first entry of an array', () => {
    const { model } = parseNav({ groups: [{ group: 'R', openapi: ['other.json', 'api.json'] }] }, { specs });
    expect(pagesOf(model).map((p) => p.title)).toEqual(['List things']);
  });
});
