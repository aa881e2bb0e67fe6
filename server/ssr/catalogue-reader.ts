import type { CatalogueReader } from '../../contract/site';
import { AppError } from '../errors';
import { readUntracked } from '../http/catalogue-reads';
import type { ListingSummary, Property } from '../../contract/properties';
import { jsonBytes, parseJsonBytes, type JsonBytes } from '../lib/json-bytes';
import type { Services } from '../services';

const visitor = { isAdmin: false };

/**
 * The catalogue's reads whose answer the services keep as JSON bytes (a listing, its similar
 * listings), as those bytes: a render thread (render-threads.ts) is sent them and parses them
 * itself, so the main thread never makes the objects.
 */
export interface CatalogueJson {
  findProperty(id: number): Promise<JsonBytes<Property> | null>;
  listSimilar(id: number): Promise<JsonBytes<ListingSummary[]>>;
}

export function createCatalogueJson(services: Services): CatalogueJson {
  return {
    async findProperty(id) {
      try {
        return await services.properties.get(id, visitor);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 404) return null;
        throw error;
      }
    },
    async listSimilar(id) {
      try {
        return await services.properties.similar(id, visitor);
      } catch (error) {
        // A listing the public cannot see has no similar listings to show.
        if (error instanceof AppError && error.statusCode === 404) return jsonBytes('[]');
        throw error;
      }
    },
  };
}

/** The catalogue as the public pages' loaders see it: the services, as an anonymous visitor. */
export function createCatalogueReader(
  services: Services,
  json: CatalogueJson = createCatalogueJson(services),
): CatalogueReader {
  return {
    listSummaries: (search) => services.properties.listSummaries(search, visitor),
    async findProperty(id) {
      const found = await json.findProperty(id);
      return found && parseJsonBytes(found);
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
    listSimilar: async (id) => parseJsonBytes(await json.listSimilar(id)),
  };
}
