// `npm run admin -- <command>`: the operator command line (server/admin-command.ts) on this process.
import { runAdmin } from './admin-command.ts'

runAdmin(process.argv.slice(2), {
  env: process.env,
  stdout: (line) => console.log(line),
  stderr: (line) => console.error(line),
}).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err)
    process.exit(1)
  },
)
