// Production entry point: `npm start`, a container or a process manager runs the bundle of this
// file (`node dist/server/main.js`), often with no NODE_ENV at all. React chooses its development
// or production build from NODE_ENV when it is first loaded, and its development build renders
// three times slower, so the built server always asks for production (`npm run dev` is the
// development server). Every static import loads before a module's body runs: the server is
// imported only after the variable is set.
process.env.NODE_ENV = 'production';
await import('./production-server.js');

export {};
