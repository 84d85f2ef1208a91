/** The lines of a build's or dev server's output that are warnings from the kit (scripts/kit-warnings.mjs). */
export function kitWarnings(output: string): string[];
