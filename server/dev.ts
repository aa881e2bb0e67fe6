import { serve } from './serve';

// `npm run dev`: the same server, with pages rendered from source by Vite (hot reload) and its log
// written for reading at the terminal.
await serve(
  async () => {
    const { createServer } = await import('vite');
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    return { source: { mode: 'development', vite }, close: () => vite.close() };
  },
  { prettyLogs: true },
);
