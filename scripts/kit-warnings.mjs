// The rule for "a quiet start": which lines of a host's build or dev-server output are warnings that come
// from the kit. A line is the kit's when it names one of its packages (`@docsnav/`), is a warning of the
// kit's Vite plugin (`[plugin docsnav]`, `[plugin:docsnav]`), or is a bundler's source-map complaint
// ("Sourcemap for ... points to missing source files", "Failed to load source map", any line with
// "sourcemap" / "source map"): the kit's published maps must ship their sources or not ship.
// Other lines (the framework's own notices, e.g. React Router's future flags, Next's telemetry) are not the
// kit's: they are printed by scripts/example.mjs but never fail it. (Vite 8's production build does not read a
// dependency's source maps, so a map without its sources shows only where a dev server transforms the file.)

import { stripVTControlCharacters } from 'node:util';

const KIT = /@docsnav\/|\[plugin[ :]docsnav\b|source ?map|points to missing source files/i;

/** The lines of `output` that are the kit's warnings (ANSI colours removed), in order. */
export function kitWarnings(output) {
  return (
    stripVTControlCharacters(output)
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => KIT.test(line))
      // Progress lines that only name a package being installed, built or pre-bundled are not warnings.
      .filter((line) => !/^(\+|added|changed|removed) |^> /.test(line.trim()))
      .filter((line) => !/dependencies optimized: /.test(line))
  );
}
