// s3rver in a process of its own: its list continuation tokens use DES, which Node's OpenSSL 3
// offers only with --openssl-legacy-provider (local-s3.ts starts this file with that flag).
import S3rver from 's3rver'

const [directory, bucket] = process.argv.slice(2)
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
})
const { port } = await server.run()
process.send?.({ port })
// The test process ended or let go of us: stop, whether it said goodbye or died.
process.on('disconnect', () => {
  server.close().finally(() => process.exit(0))
})
