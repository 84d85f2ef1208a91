import type { EndpointInfo } from '@docsnav/core';

/** The key of an endpoint page's sections in its spec's module: `GET /users`, `webhook name`. */
export function endpointKey(endpoint: Pick<EndpointInfo, 'method' | 'path' | 'webhook'>): string {
  return endpoint.webhook ? `webhook ${endpoint.path}` : `${endpoint.method} ${endpoint.path}`;
}
