/** The bindings the embedded origin reads: nothing else of the worker's env. */
export interface OriginBindings {
  DB: D1Database;
  MEDIA: R2Bucket;
}
