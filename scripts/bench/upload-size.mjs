// The upload size `wrangler deploy --dry-run` prints for a bundle.

/** The 'Total Upload: 1614.23 KiB / gzip: 348.12 KiB' line of wrangler's output, in KiB, or null. */
export function uploadSize(output) {
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  const m = /Total Upload:\s*([\d.]+)\s*KiB\s*\/\s*gzip:\s*([\d.]+)\s*KiB/.exec(plain);
  return m ? { kib: Number(m[1]), gzipKib: Number(m[2]) } : null;
}
