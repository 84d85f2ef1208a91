import { StrokeIcon } from '../components/stroke-icon.js';

/** The page finder's magnifier (its button and its search bar). */
export const Magnifier = () => <StrokeIcon paths={['M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14z', 'm20 20-4-4']} />;
/** The page finder's close mark. */
export const Cross = () => <StrokeIcon size="1.25em" paths={['M18 6 6 18M6 6l12 12']} />;
