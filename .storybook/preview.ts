import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '../packages/react/src/styles.css';

// Menus, the drawer and the finder's dialog load their code on the reader's first intent (docs/components.md):
// a play function's `findBy*` waits for it, which can take more than testing-library's default second while
// a busy machine compiles the chunk the first time.
configure({ asyncUtilTimeout: 10_000 });

const preview: Preview = {
  parameters: {
    // Every story is checked with axe; a violation fails the story's test.
    a11y: { test: 'error' },
    layout: 'fullscreen',
  },
};
export default preview;
