import { useLocation } from 'react-router';
import { HomeOr } from './app.js';
import { sitePathname } from './site-pathname.js';

/** The page of the current path inside the docs layout (`/` leads to the first page when it is none). */
export default function DocsPage() {
  return <HomeOr pathname={sitePathname(useLocation().pathname)} />;
}
