import type { Preview } from '@storybook/react-vite';
import '../packages/react/src/styles.css';

const preview: Preview = {
  parameters: {
    // Every story is checked with axe; a violation fails the story's test.
    a11y: { test: 'error' },
    layout: 'fullscreen',
  },
};
export default preview;
