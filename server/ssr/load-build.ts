import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { webBuildDir } from '../paths';

export const serverBuildFile = path.join(webBuildDir, 'server', 'index.js');

/** Imports the React Router server build made by `npm run build`. */
export async function loadWebBuild(): Promise<ServerBuild> {
  if (!existsSync(serverBuildFile)) {
    throw new Error(`The web build is missing (${serverBuildFile}). Run "npm run build" first.`);
  }
  return (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
}
