import type { SpecInput } from '../options.js';

/** A small OpenAPI 3.1 spec with tags, x-group, x-hidden, x-excluded, a deprecated operation and a webhook. */
export const spec = {
  openapi: '3.1.0',
  paths: {
    '/users': {
      get: { summary: 'List users', tags: ['Users'] },
      post: { summary: 'Create a user', tags: ['Users'], deprecated: true },
    },
    '/users/{id}': {
      get: { tags: ['Users'] },
      delete: { summary: 'Delete user', tags: ['Users'], 'x-hidden': true },
    },
    '/internal': { get: { summary: 'Internal', 'x-excluded': true } },
    '/health': { get: { summary: 'Health' } },
    '/billing': { get: { summary: 'Invoices', tags: ['Billing'], 'x-group': 'Money' } },
  },
  webhooks: { 'order.created': { post: { summary: 'Order created', tags: ['Webhooks'] } } },
};
/** A second spec (3.0), for overrides and arrays. */
export const other = {
  openapi: '3.0.3',
  paths: { '/things': { get: { summary: 'List things', tags: ['Things'] } } },
};
/** Both, by reference. */
export const specs: Record<string, SpecInput> = {
  'api.json': { document: spec },
  'other.json': { document: other },
};
