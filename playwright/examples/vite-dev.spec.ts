// examples/vite in `vite` (its dev server): a quiet dev start (dev-start.ts).
import { devStartIsQuiet } from './dev-start.js';

devStartIsQuiet('vite');
