// The bare Next.js page every figure is compared with: a layout and a page with one heading, built in both
// modes with this repository's own Next, from inside the repository (.bench/bare, git-ignored).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const bareDir = join('.bench', 'bare');

const files: Record<string, string> = {
  'next.config.mjs': `// The bare page: Next's defaults, in either build mode.
export default process.env.NEXT_OUTPUT === 'export' ? { output: 'export' } : {};
`,
  'app/layout.jsx': `export const metadata = { title: 'Bare Next.js page', description: 'A bare Next.js page for comparison.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>One heading and one paragraph: what every page of the site is compared with.</p>
    </main>
  );
}
`,
};

/** Writes the bare app afresh (its builds in .next/ and out/ go with it). */
export async function writeBareApp(dir: string = bareDir): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  for (const [name, content] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), content);
  }
}
