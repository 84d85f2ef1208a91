import * as docs from 'virtual:docsnav';
import { hydrateDocs } from '@docsnav/react/react-router';

// Loads the page's navigation scopes, then hydrates: the first client render matches the HTML.
await hydrateDocs(docs);
