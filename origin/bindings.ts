/** The bindings the embedded origin reads: nothing else of the worker's env. */
export interface OriginBindings {
  DB: D1Database;
  MEDIA: R2Bucket;
  /** The site's admin token: what ops read back of received submissions needs it (unset: refused). */
  ADMIN_TOKEN?: string;
}
