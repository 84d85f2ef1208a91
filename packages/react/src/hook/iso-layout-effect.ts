import { useEffect, useLayoutEffect } from 'react';

/** `useLayoutEffect` in a browser, `useEffect` on the server, where no effect runs (React 18 warns about a
 *  layout effect rendered on the server; React 19 does not). */
export const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
