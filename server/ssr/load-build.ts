import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import type { WebSource } from './ssr.plugin';
import { webBuildDir } from '../paths';

export const serverBuildFile = path.join(webBuildDir, 'server', 'index.js');

/** Imports the React Router server build made by `npm run build`. */
export async function loadWebBuild(): Promise<ServerBuild> {
  if (!existsSync(serverBuildFile)) {
    throw new Error(`The web build is missing (${serverBuildFile}). Run "npm run build" first.`);
  }
  return (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
}

/** The production web source: the server build and the client files beside it. */
export async function loadProductionWeb(): Promise<WebSource> {
  return {
    mode: 'production',
    build: await loadWebBuild(),
    buildFile: serverBuildFile,
    clientDir: path.join(webBuildDir, 'client'),
  };
}
