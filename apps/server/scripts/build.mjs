// Bundles the server into dist/main.js. Packages from node_modules stay external (PGlite
// loads its WASM files from its own folder); the workspace's own TypeScript is bundled.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts', 'src/db/migrate-cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalise-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@sikerja/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
