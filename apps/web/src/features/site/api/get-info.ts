/** Lookup info lives in lib (the document title and the dates need it too); the site's API. */
export {
  getInfo,
  getInfoQueryOptions,
  useSiteInfo as useInfo,
  type SiteInfo,
} from '@/lib/site-info';
