import { spawnSync } from 'node:child_process'

const present = spawnSync('exiftool', ['-ver'], { encoding: 'utf8' }).status === 0

/**
 * The tags exiftool reads in a file that tell where, with what or by whom it was made (GPS,
 * location, make, model, software, artist), as `group:tag` names; undefined where exiftool is not
 * installed (tests then look for the values' bytes, which they do as well anyway).
 */
export function privateTags(file: Buffer): string[] | undefined {
  if (!present) return undefined
  const run = spawnSync('exiftool', ['-j', '-G1', '-a', '-'], { input: file, encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`exiftool failed: ${run.stderr}`)
  const [tags = {}] = JSON.parse(run.stdout) as Record<string, unknown>[]
  return Object.keys(tags).filter((name) => /gps|location|make|model|software|artist/i.test(name))
}
