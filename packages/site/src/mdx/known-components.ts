/**
 * The components the site draws itself (a small subset of Mintlify's), by the name a page uses: the file in
 * `src/mdx/` and the export that draws it. Every other capitalized name gets a labelled stand-in
 * (unknown-component.tsx). The build gives each page a components module importing only the ones it renders
 * (pages-plugin.ts), so a page without `<Tabs>` loads no tabs code; `a` and `pre` (links and code blocks,
 * written in Markdown) are in every one.
 */
export const KNOWN_COMPONENTS: Readonly<Record<string, readonly [file: string, name: string]>> = {
  a: ['site-link.tsx', 'MdxLink'],
  pre: ['fields.tsx', 'CodeBlock'],
  Note: ['callouts.tsx', 'Note'],
  Tip: ['callouts.tsx', 'Tip'],
  Info: ['callouts.tsx', 'Info'],
  Warning: ['callouts.tsx', 'Warning'],
  Check: ['callouts.tsx', 'Check'],
  Danger: ['callouts.tsx', 'Danger'],
  Callout: ['callouts.tsx', 'Callout'],
  Card: ['cards.tsx', 'Card'],
  CardGroup: ['cards.tsx', 'CardGroup'],
  Columns: ['cards.tsx', 'CardGroup'],
  Steps: ['steps.tsx', 'Steps'],
  Step: ['steps.tsx', 'Step'],
  Tabs: ['tabs.tsx', 'Tabs'],
  Tab: ['tabs.tsx', 'Tab'],
  ParamField: ['fields.tsx', 'Field'],
  ResponseField: ['fields.tsx', 'Field'],
  Accordion: ['fields.tsx', 'Accordion'],
  AccordionGroup: ['fields.tsx', 'Container'],
  CodeGroup: ['code-group.tsx', 'CodeGroup'],
  RequestExample: ['code-group.tsx', 'CodeGroup'],
  ResponseExample: ['code-group.tsx', 'CodeGroup'],
  Expandable: ['expandable.tsx', 'Expandable'],
  Tooltip: ['tooltip.tsx', 'Tooltip'],
  Visibility: ['visibility.tsx', 'Visibility'],
  Frame: ['fields.tsx', 'Container'],
  Update: ['update.tsx', 'Update'],
};

/** The known components a page rendering the capitalized names `names` needs: `a`, `pre` and those. */
export function knownComponentsOf(
  names: readonly string[],
): [name: string, file: string, exported: string][] {
  const used = ['a', 'pre', ...names.filter((name) => Object.hasOwn(KNOWN_COMPONENTS, name))];
  return [...new Set(used)].map((name) => {
    const [file, exported] = KNOWN_COMPONENTS[name] as readonly [string, string];
    return [name, file, exported];
  });
}
