import { randomBytes } from 'node:crypto'
import { createWriteStream, mkdirSync } from 'node:fs'
import { mkdir, open, readdir, readFile, rename, rmdir, unlink, writeFile } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { assertSafeSegment, type MediaStorage } from './media-storage.ts'

/** The default: files in a folder under the data directory, served by the app at `publicPrefix`. */
export function localFolderStorage(rootDir: string, publicPrefix: string): MediaStorage {
  const root = resolve(rootDir)
  mkdirSync(root, { recursive: true })
  const prefix = publicPrefix.replace(/\/+$/, '')

  const pathOf = (folder: string, fileName?: string): string => {
    assertSafeSegment(folder)
    if (fileName !== undefined) assertSafeSegment(fileName)
    const path = fileName === undefined ? join(root, folder) : join(root, folder, fileName)
    if (!path.startsWith(root + sep)) throw new Error('storage path outside root')
    return path
  }

  return {
    name: 'local',
    folderUrl(folder) {
      assertSafeSegment(folder)
      return `${prefix}/${folder}`
    },
    async put(folder, fileName, data) {
      const target = pathOf(folder, fileName)
      await mkdir(pathOf(folder), { recursive: true })
      // Written aside and renamed, so a reader never sees half a file.
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`
      await writeFile(temp, data, { flag: 'wx' })
      await rename(temp, target)
    },
    async putStream(folder, fileName, data) {
      const target = pathOf(folder, fileName)
      await mkdir(pathOf(folder), { recursive: true })
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`
      try {
        await pipeline(data, createWriteStream(temp, { flags: 'wx' }))
        await rename(temp, target)
      } catch (err) {
        await unlink(temp).catch(() => undefined)
        throw err
      }
    },
    async getStream(folder, fileName, range) {
      let file: Awaited<ReturnType<typeof open>>
      try {
        file = await open(pathOf(folder, fileName))
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw err
      }
      // Opened once: the size and the bytes are the same file's even if it is replaced meanwhile.
      const { size } = await file.stat()
      return { stream: file.createReadStream(range ?? {}), bytes: size }
    },
    async get(folder, fileName) {
      try {
        return await readFile(pathOf(folder, fileName))
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw err
      }
    },
    async list(folder) {
      try {
        return (await readdir(pathOf(folder))).filter((f) => !f.endsWith('.tmp'))
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return []
        throw err
      }
    },
    async delete(folder, fileName) {
      try {
        await unlink(pathOf(folder, fileName))
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
      }
    },
    async removeFolder(folder) {
      try {
        await rmdir(pathOf(folder))
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code
        if (code !== 'ENOENT' && code !== 'ENOTEMPTY' && code !== 'EEXIST') throw err
      }
    },
  }
}
