/**
 * Stand-in for the site's `virtual:docsnav-endpoints` in Storybook (aliased in .storybook/main.ts): one spec,
 * `openapi.json`, whose `POST /projects` page has the examples the build generates
 * (endpoint-examples-fixture.ts), and `GET /health` with a response example only.
 */
import { projectExamples } from './endpoint-examples-fixture.js';

const [created] = projectExamples.response;

export const endpointSpecs = {
  'openapi.json': async () => ({
    sections: {},
    examples: {
      'POST /projects': async () => projectExamples,
      'GET /health': async () => ({ request: [], response: created ? [{ ...created, label: '200' }] : [] }),
    },
  }),
};
