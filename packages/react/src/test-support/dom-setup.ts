import { configure } from '@testing-library/react';

// The dom project's setup. Menus, the drawer and the finder's dialog load their code with `import()` on the
// reader's first intent (docs/components.md); the test runner compiles that chunk the first time a test file
// opens one, which on a busy machine takes more than testing-library's default second for `findBy*`. The
// waits stay conditions: they return as soon as the element is there.
configure({ asyncUtilTimeout: 10_000 });
