import type { WebLoadContext } from '../contract/site';

// The server builds this object per request; loaders read it as `context`.
declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation merges the fields in
  interface AppLoadContext extends WebLoadContext {}
}
