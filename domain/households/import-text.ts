/**
 * The text of an uploaded CSV file. Excel on Swedish and Danish Windows saves "CSV
 * (semikolonavgränsad)" in Windows-1252 and "Unicode text" in UTF-16 with a byte-order mark; other
 * programs save UTF-8, with or without one. Text with å, ä and ö in Windows-1252 is almost never
 * valid UTF-8, so a file that does not decode as UTF-8 is read as Windows-1252.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2))
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2))
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}
