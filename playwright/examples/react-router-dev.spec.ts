// examples/react-router in `react-router dev`: a quiet dev start (dev-start.ts).
import { devStartIsQuiet } from './dev-start.js';

devStartIsQuiet('react-router');
