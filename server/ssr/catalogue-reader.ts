import type { CatalogueReader } from '../../contract/site';
import { AppError } from '../errors';
import { readUntracked } from '../http/catalogue-reads';
import { parseJsonBytes } from '../lib/json-bytes';
import type { Services } from '../services';

/** The catalogue as the public pages' loaders see it: the services, as an anonymous visitor. */
export function createCatalogueReader(services: Services): CatalogueReader {
  const visitor = { isAdmin: false };
  return {
    listSummaries: (search) => services.properties.listSummaries(search, visitor),
    async findProperty(id) {
      try {
        return parseJsonBytes(await services.properties.get(id, visitor));
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 404) return null;
        throw error;
      }
    },
    async listByIds(ids) {
      const found = await services.properties.findForPages(ids, visitor);
      return found.map(({ id, listing }) => ({
        id,
        listing: listing === null ? null : parseJsonBytes(listing),
      }));
    },
    listPropertyTypes: () => services.reference.list('propertyTypes'),
    listBanners: (kind) => services.banners.listBanners(kind),
    readSiteFacts: () => services.siteFacts.get(),
    readExchangeRates: () => services.exchangeRates.get(),
    async findPreview(id, token) {
      // A link ends without a write to the catalogue: a page that shows one is never kept past one.
      readUntracked();
      const found = await services.previewLinks.find(id, token);
      return found && { property: found.property, expiresAt: found.expiresAt.toISOString() };
    },
    async listSimilar(id) {
      try {
        return parseJsonBytes(await services.properties.similar(id, visitor));
      } catch (error) {
        // A listing the public cannot see has no similar listings to show.
        if (error instanceof AppError && error.statusCode === 404) return [];
        throw error;
      }
    },
  };
}
